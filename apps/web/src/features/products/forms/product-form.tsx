import { createProductInput, DESCRIPTION_MAX, LOCATION_MAX, PLACE_MSG, PRODUCT_MSG, TITLE_MAX } from '@kiraya/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PlaceFields } from '../../../components/form/place-fields';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormMessage, SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/ui/form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useLocalize, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link, useNavigate } from '../../../lib/router';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateProduct } from '../api/create-product';
import { imageProblem } from '../image-check';
import { OfferFields } from './offer-fields';
import { OfferPreview } from './offer-preview';
import { EMPTY_OFFER, type OfferValues, uploadOfferFields } from './offer-values';
import { PhotoPicker, type PickedPhoto } from './photo-picker';
import { CATEGORY_OPTIONS, CONDITION_OPTIONS, RadioGroupField, UploadProgress } from './product-fields';

const FIELDS = ['title', 'locality', 'location', 'description', 'category', 'condition', 'bhk', 'furnishing'] as const;
type Field = (typeof FIELDS)[number];
/** The item's own fields, then the offer's (offer-fields.tsx: exactly the fields of the chosen offer). */
type Values = Record<Field, string> & OfferValues;

const EMPTY: Values = {
  title: '',
  locality: '',
  location: '',
  description: '',
  category: '',
  condition: '',
  bhk: '',
  furnishing: '',
  ...EMPTY_OFFER,
};

/** What the schema and the server get: the item's fields and the chosen offer's (blanks left out). */
function toInput(values: Values): Record<string, string> {
  // BHK and furnishing belong to property only.
  const own = Object.fromEntries(
    FIELDS.map((key) => [key, values.category !== 'property' && (key === 'bhk' || key === 'furnishing') ? '' : values[key]]),
  );
  return { ...own, ...uploadOfferFields(values, values.category) };
}

/** What the My Products screen is told after an upload (router state). */
export interface MyProductsState {
  notice?: string;
}

/**
 * /upload-product's form (§2, §5): the contract's createProductInput (the server runs the same one) plus
 * the picture's checks, a multipart upload with a progress bar; the product then waits for approval.
 */
export function ProductForm() {
  const navigate = useNavigate();
  const create = useCreateProduct();
  const t = useT('upload');
  const b = useT('buyer');
  const localize = useLocalize();
  // The required either-or choice, as a radio group; the options' labels in the active language.
  const choices = [
    {
      name: 'condition',
      legend: t('product.condition'),
      options: CONDITION_OPTIONS.map((o) => ({ ...o, label: b(`condition.${o.value}`) })),
    },
  ] as const;
  const categoryOptions = CATEGORY_OPTIONS.map((o) => ({ ...o, label: b(`category.${o.value}`) }));
  const form = useZodForm(createProductInput, EMPTY, {
    toInput,
    clearOnChange: true,
    // The spec's client may leave the locality out (the server reads it from the location); this form asks for it.
    refine: (current, found) => {
      if (!current.locality) found.locality = PLACE_MSG.locality;
    },
  });
  const { values, errors } = form;
  const fileRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  // Leaving the screen stops an upload in flight.
  useEffect(() => () => abortRef.current?.abort(), []);

  const choose = (key: keyof Values) => (value: string) => form.setValue(key, value);

  function onPhotos(next: PickedPhoto[]) {
    setImageError(null);
    setPhotos(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const checked = form.check();
    const [cover, ...more] = photos;
    const pictureError = cover ? (photos.map((p) => imageProblem(p.file)).find(Boolean) ?? null) : PRODUCT_MSG.imageRequired;
    setImageError(pictureError);
    if (!checked || pictureError || !cover) {
      if (checked) fileRef.current?.focus();
      return;
    }
    const body = new FormData();
    for (const [key, raw] of Object.entries(toInput(values))) {
      const value = raw.trim();
      if (value) body.append(key, value);
    }
    // The spec's one `image` is the cover; the others follow as `photos`, in the owner's order.
    body.append('image', cover.file);
    for (const photo of more) body.append('photos', photo.file);
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    create.mutate(
      { form: body, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: () => navigate(paths.myProducts(), { state: { notice: PRODUCT_MSG.uploaded } satisfies MyProductsState }),
        onError: (error) => {
          setProgress(null);
          if (error instanceof DOMException && error.name === 'AbortError') {
            setProblem({ tone: 'info', text: t('product.cancelled') });
            return;
          }
          if (error instanceof ApiError && error.fieldErrors) form.takeServerErrors(error);
          const server = error instanceof ApiError && error.message ? errorMessage(error) : '';
          const failed = localize(PRODUCT_MSG.uploadFailed);
          setProblem({ tone: 'error', text: server ? `${failed}: ${server}` : failed });
        },
        onSettled: () => {
          abortRef.current = null;
        },
      },
    );
  }

  const busy = create.isPending;

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-x-8 lg:*:col-start-1"
      aria-busy={busy}
    >
      <p className="text-sm text-stone-600">
        {t('product.required').split('{star}')[0]}
        <span className="text-red-700">*</span>
        {t('product.required').split('{star}')[1]}
      </p>
      <fieldset disabled={busy} className="grid gap-5">
        <TextField label={t('field.title')} required maxLength={TITLE_MAX} hint={t('product.titleHint')} {...form.field('title')} />
        <PlaceFields show="locality" field={form.field} />
        <TextField
          label={t('product.location')}
          autoComplete="off"
          maxLength={LOCATION_MAX}
          hint={t('product.locationHint')}
          {...form.field('location')}
        />
        <TextAreaField
          label={t('field.description')}
          required
          maxLength={DESCRIPTION_MAX}
          hint={t('product.descriptionHint')}
          {...form.field('description')}
        />
        <SelectField
          label={t('field.category')}
          required
          emptyOption={t('field.chooseCategory')}
          options={categoryOptions}
          {...form.field('category')}
        />
        {values.category === 'property' ? <PlaceFields show="size" field={form.field} /> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          {choices.map(({ name, legend, options }) => (
            <RadioGroupField
              key={name}
              legend={legend}
              name={name}
              options={options}
              value={values[name]}
              onChange={choose(name)}
              error={errors[name]}
            />
          ))}
        </div>
        <OfferFields values={values} errors={errors} setValue={(name, value) => form.setValue(name, value)} category={values.category} />

        <PhotoPicker value={photos} onChange={onPhotos} error={imageError ?? errors.image} inputRef={fileRef} />
      </fieldset>

      {/* Beside the form on a desktop (sticky), below the fields on a phone. */}
      <div className="lg:col-start-2! lg:row-span-2 lg:row-start-1">
        <div className="lg:sticky lg:top-24">
          <OfferPreview
            offer={values}
            title={values.title}
            description={values.description}
            category={values.category}
            location={values.location}
            locality={values.locality}
            image={photos[0]?.url ?? null}
          />
        </div>
      </div>

      {progress !== null ? (
        <UploadProgress
          fraction={progress}
          label={photos.length > 1 ? t('product.uploadingMany', { count: photos.length }) : t('product.uploadingOne')}
        />
      ) : null}
      {problem ? <FormMessage tone={problem.tone}>{problem.text}</FormMessage> : null}

      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={busy} pendingLabel={t('product.uploadingButton')}>
          {t('product.submit')}
        </SubmitButton>
        {busy ? (
          <Button variant="secondary" size="lg" onClick={() => abortRef.current?.abort()}>
            {t('common.cancelUpload')}
          </Button>
        ) : (
          <Link to={paths.myProducts()} className={buttonClass('secondary', 'lg')}>
            {t('common.cancel')}
          </Link>
        )}
      </div>
    </form>
  );
}
