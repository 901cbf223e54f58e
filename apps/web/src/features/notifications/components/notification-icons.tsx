import type { NotificationType } from '@kiraya/contract';
import { type IconProps, Icon as Svg } from '../../../components/ui/icons';

export const BellIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Svg>
);

/** A mark inside a circle. */
const circled = (d: string) => (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d={d} />
  </Svg>
);

/** One shape per type, so the type never rests on colour alone. */
export const TYPE_ICONS: Record<NotificationType, (p: IconProps) => React.JSX.Element> = {
  success: circled('m8 12.5 2.7 2.7L16.5 9.5'),
  warning: (p) => (
    <Svg {...p}>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4M12 17h.01" />
    </Svg>
  ),
  error: circled('m15 9-6 6M9 9l6 6'),
  info: circled('M12 16v-4M12 8h.01'),
};
