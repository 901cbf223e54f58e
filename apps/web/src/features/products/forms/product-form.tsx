import { createProductInput, DESCRIPTION_MAX, LOCATION_MAX, PRODUCT_MSG, TITLE_MAX } from '@kiraya/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { FieldFrame, FormMessage, SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateProduct } from '../api/create-product';
import { IMAGE_ACCEPT, imageProblem } from '../image-check';
import { OfferFields } from './offer-fields';
import { OfferPreview } from './offer-preview';
import { EMPTY_OFFER, type OfferValues, uploadOfferFields } from './offer-values';
import { CATEGORY_OPTIONS, CONDITION_OPTIONS, RadioGroupField, UploadProgress } from './product-fields';

const FIELDS = ['title', 'location', 'description', 'category', 'condition'] as const;
type Field = (typeof FIELDS)[number];
/** The item's own fields, then the offer's (offer-fields.tsx: exactly the fields of the chosen offer). */
type Values = Record<Field, string> & OfferValues;

const EMPTY: Values = { title: '', location: '', description: '', category: '', condition: '', ...EMPTY_OFFER };
/** The required either-or choice, as a radio group. */
const CHOICES = [{ name: 'condition', legend: 'Condition', options: CONDITION_OPTIONS }] as const;

/** What the schema and the server get: the item's fields and the chosen offer's (blanks left out). */
function toInput(values: Values): Record<string, string> {
  const own = Object.fromEntries(FIELDS.map((key) => [key, values[key]]));
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
  const form = useZodForm(createProductInput, EMPTY, { toInput, clearOnChange: true });
  const { values, errors } = form;
  const fileRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const imageHintId = useId();
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  // The preview URL lives as long as the chosen file.
  useEffect(() => {
    if (!image) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  // Leaving the screen stops an upload in flight.
  useEffect(() => () => abortRef.current?.abort(), []);

  const choose = (key: keyof Values) => (value: string) => form.setValue(key, value);

  function onImage(file: File | null) {
    const found = file ? imageProblem(file) : null;
    setImageError(found);
    if (found) {
      setImage(null);
      if (fileRef.current) fileRef.current.value = '';
      return;
    }
    setImage(file);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const checked = form.check();
    const pictureError = image ? imageProblem(image) : PRODUCT_MSG.imageRequired;
    setImageError(pictureError);
    if (!checked || pictureError || !image) {
      if (checked) fileRef.current?.focus();
      return;
    }
    const body = new FormData();
    for (const [key, raw] of Object.entries(toInput(values))) {
      const value = raw.trim();
      if (value) body.append(key, value);
    }
    body.append('image', image);
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
            setProblem({ tone: 'info', text: 'Upload cancelled. Your entries are still here.' });
            return;
          }
          if (error instanceof ApiError && error.fieldErrors) form.takeServerErrors(error);
          const server = error instanceof ApiError ? error.message : '';
          setProblem({ tone: 'error', text: server ? `${PRODUCT_MSG.uploadFailed}: ${server}` : PRODUCT_MSG.uploadFailed });
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
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <fieldset disabled={busy} className="grid gap-5">
        <TextField
          label="Title"
          required
          maxLength={TITLE_MAX}
          hint="For example: 2 BHK flat in Gomti Nagar, or Samsung 7 kg washing machine."
          {...form.field('title')}
        />
        <TextField
          label="Location (optional)"
          autoComplete="off"
          maxLength={LOCATION_MAX}
          hint="Area of Lucknow, for example Hazratganj."
          {...form.field('location')}
        />
        <TextAreaField
          label="Description"
          required
          maxLength={DESCRIPTION_MAX}
          hint="Size, age, brand, what is included, and anything a buyer should know."
          {...form.field('description')}
        />
        <SelectField label="Category" required emptyOption="Choose a category" options={CATEGORY_OPTIONS} {...form.field('category')} />
        <div className="grid gap-5 sm:grid-cols-2">
          {CHOICES.map(({ name, legend, options }) => (
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

        <FieldFrame label="Photo" required error={imageError ?? errors.image} hint="A JPEG, PNG or WebP picture of at most 5 MB.">
          {({ id, describedBy, invalid }) => (
            <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
              <input
                ref={fileRef}
                id={id}
                name="image"
                type="file"
                accept={IMAGE_ACCEPT}
                required
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(e) => onImage(e.target.files?.[0] ?? null)}
                className="block w-full rounded-xl border border-dashed border-stone-300 bg-stone-50 p-3 text-sm text-stone-700 file:mr-4 file:min-h-10 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white hover:file:bg-brand-800"
              />
              {preview ? (
                <figure className="w-full sm:w-48">
                  <img
                    src={preview}
                    alt={`Preview: ${image?.name ?? 'chosen file'}`}
                    className="aspect-[4/3] w-full rounded-xl bg-stone-100 object-cover ring-1 ring-stone-200"
                  />
                  <figcaption id={imageHintId} className="mt-1 truncate text-xs text-stone-600">
                    {image?.name}
                  </figcaption>
                </figure>
              ) : null}
            </div>
          )}
        </FieldFrame>
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
            image={preview}
          />
        </div>
      </div>

      {progress !== null ? <UploadProgress fraction={progress} label="Uploading product" /> : null}
      {problem ? <FormMessage tone={problem.tone}>{problem.text}</FormMessage> : null}

      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={busy} pendingLabel="Uploading...">
          Upload Product
        </SubmitButton>
        {busy ? (
          <Button variant="secondary" size="lg" onClick={() => abortRef.current?.abort()}>
            Cancel upload
          </Button>
        ) : (
          <Link to={paths.myProducts()} className={buttonClass('secondary', 'lg')}>
            Cancel
          </Link>
        )}
      </div>
    </form>
  );
}
