import { useT } from '../../../lib/i18n';

/** A city's name in the chosen language (Kiraya's one city is translated; any other stays as written). */
export function useCityName(): (city: string) => string {
  const common = useT('common');
  return (city) => (city === 'Lucknow' ? common('city.Lucknow') : city);
}
