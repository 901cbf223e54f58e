import { bhkIn, type Furnishing, furnishingIn, type LocalitySlug, localityBySlug, localityIn, placeOf } from '@kiraya/contract';

interface PlaceInput {
  locality?: string | undefined;
  location?: string | undefined;
  bhk?: number | undefined;
  furnishing?: Furnishing | undefined;
}

export interface PlaceColumns {
  locality: LocalitySlug;
  location: string;
  bhk: number | null;
  furnishing: Furnishing | null;
}

/**
 * The place and size columns of a new item: the locality the form chose, else the one its location names, else the
 * city centre; BHK and furnishing only for property (read from the title and description when the client sent none).
 */
export function placeColumns(input: PlaceInput & { title: string; description: string; category: string }): PlaceColumns {
  const property = input.category === 'property';
  return {
    ...placeOf(input),
    bhk: property ? (input.bhk ?? bhkIn(input.title) ?? null) : null,
    furnishing: property ? (input.furnishing ?? furnishingIn(`${input.title} ${input.description}`) ?? null) : null,
  };
}

/**
 * What an edit changes of them: a chosen locality; else, when the location text changes and names a locality, that
 * one; BHK and furnishing as sent (the category rule is the caller's: goods keep them null).
 */
export function placeChanges(input: PlaceInput): Partial<PlaceColumns> {
  const set: Partial<PlaceColumns> = {};
  const named = input.locality ? localityBySlug(input.locality) : input.location !== undefined ? localityIn(input.location) : undefined;
  if (named) set.locality = named.slug;
  if (input.bhk !== undefined) set.bhk = input.bhk;
  if (input.furnishing !== undefined) set.furnishing = input.furnishing;
  return set;
}
