import {
  type AD_FORM_CATEGORIES,
  createListingInput,
  DESCRIPTION_MAX,
  LISTING_FIELD_MSG,
  LISTING_MSG,
  LOCATION_MAX,
  PERSON_NAME_MAX,
  PLACE_MSG,
  PRODUCT_FIELD_MSG,
  SELLER_PHONE_INPUT_MAX,
  SUBCATEGORY_MAX,
  TITLE_MAX,
} from '@kiraya/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PlaceFields } from '../../../components/form/place-fields';
import { UploadProgress } from '../../../components/form/upload-progress';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { EmailField, FormMessage, PhoneField, SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/ui/form';
import { CheckIcon } from '../../../components/ui/icons';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { focusFirstError, serverFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { useZodForm } from '../../../lib/use-zod-form';
import { usePostAd } from '../api/post-ad';
import { checkImage, ImagePicker } from '../components/image-picker';

type AdFormCategory = (typeof AD_FORM_CATEGORIES)[number];

const CATEGORIES: readonly AdFormCategory[] = ['property', 'appliances', 'dresses'];

/** The fields whose refusals name them (the contract's LISTING_FIELD_MSG templates), with their labels' keys. */
const NAMED = {
  location: ['Location', 'post.location'],
  subcategory: ['Subcategory', 'post.subcategory'],
  sellerName: ['Your name', 'post.name'],
} as const;

type AdValues = {
  title: string;
  description: string;
  price: string;
  location: string;
  locality: string;
  bhk: string;
  furnishing: string;
  category: AdFormCategory | '';
  subcategory: string;
  sellerName: string;
  sellerPhone: string;
  sellerEmail: string;
};

/** The Post Ad form (spec §5: every field required), sent as multipart with an upload progress bar. */
export function PostAdForm({ seller }: { seller: { name: string; email: string } }) {
  const t = useT('upload');
  const m = useT('messages');
  /** A named field's refusal in the active language (the contract's check says it in English, with the English label). */
  const said = (name: keyof typeof NAMED, error: string | undefined) => {
    const [english, key] = NAMED[name];
    if (error === LISTING_FIELD_MSG.required(english)) return m('LISTING_FIELD_MSG.required', { label: t(key) });
    const max = error?.match(/\((\d+) characters at most\)\.$/)?.[1];
    if (max && error === LISTING_FIELD_MSG.tooLong(english, Number(max))) return m('LISTING_FIELD_MSG.tooLong', { label: t(key), max });
    return error || undefined;
  };
  const categoryOptions = CATEGORIES.map((value) => ({ value, label: t(`post.category.${value}`) }));
  const empty: AdValues = {
    title: '',
    description: '',
    price: '',
    location: '',
    locality: '',
    bhk: '',
    furnishing: '',
    category: '',
    subcategory: '',
    sellerName: seller.name,
    sellerPhone: '',
    sellerEmail: seller.email,
  };
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const form = useZodForm(createListingInput, empty, {
    clearOnChange: true,
    // A blank number would read as 0, and the picture is checked before the upload.
    refine: (current, found) => {
      if (!current.price.trim()) found.price = PRODUCT_FIELD_MSG.priceRequired;
      if (!current.locality) found.locality = PLACE_MSG.locality;
      const imageProblem = checkImage(file);
      if (imageProblem) found.image = imageProblem;
    },
  });
  const { values, errors, setErrors } = form;
  const [progress, setProgress] = useState(0);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const post = usePostAd();

  // Leaving the page mid-upload cancels it.
  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    if (post.isSuccess) doneRef.current?.focus();
  }, [post.isSuccess]);

  function onFile(next: File | null) {
    setFile(next);
    const problem = next ? checkImage(next) : null;
    setErrors(({ image: _, ...rest }) => (problem ? { ...rest, image: problem } : rest));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check() || !file) return;
    const body = new FormData();
    // The raw form values (trimmed): the server parses them with the same schema.
    for (const [key, value] of Object.entries(values)) body.append(key, value.trim());
    body.append('image', file);
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    post.mutate(
      { form: body, onProgress: setProgress, signal: controller.signal },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const fromServer = serverFieldErrors(error.fieldErrors);
          // The picture's own problems (PRODUCT_IMAGE_REQUIRED, UPLOAD_INVALID_IMAGE, UPLOAD_TOO_MANY_PIXELS…) go under the picture.
          if (/IMAGE|PIXELS/.test(error.code) && !fromServer.image) fromServer.image = error.message;
          if (Object.keys(fromServer).length > 0) {
            setErrors(fromServer);
            focusFirstError(form.formRef.current, fromServer);
          }
        },
      },
    );
  }

  function startOver() {
    form.reset();
    setFile(null);
    setFileKey((k) => k + 1);
    post.reset();
  }

  if (post.isSuccess) {
    return (
      <div className="space-y-4 rounded-2xl bg-white p-6 shadow-card ring-1 ring-stone-200/70 sm:p-8">
        <h2 ref={doneRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold text-stone-950">
          <CheckIcon className="text-emerald-700" />
          {t('post.submitted')}
        </h2>
        <FormMessage tone="success">{LISTING_MSG.posted}</FormMessage>
        <p className="text-stone-700">{t('post.waiting', { title: post.data.title })}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={`${paths.dashboard()}?tab=ads`} className={buttonClass('primary', 'md')}>
            {t('post.goToAds')}
          </Link>
          <Button variant="secondary" onClick={startOver}>
            {t('post.another')}
          </Button>
        </div>
      </div>
    );
  }

  const aborted = post.error instanceof DOMException && post.error.name === 'AbortError';
  const failure = post.isError && !aborted ? errorMessage(post.error, LISTING_MSG.postFailed) : null;
  const percent = Math.round(progress * 100);

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('post.title')}
      className="grid gap-6 rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-8"
    >
      <p className="text-sm text-stone-600">{t('post.required')}</p>
      <fieldset className="grid gap-5" disabled={post.isPending}>
        <legend className="mb-4 text-lg font-semibold text-stone-950">{t('post.about')}</legend>
        <TextField label={t('field.title')} required {...form.field('title')} maxLength={TITLE_MAX} />
        <TextAreaField
          label={t('field.description')}
          required
          rows={5}
          {...form.field('description')}
          maxLength={DESCRIPTION_MAX}
          hint={t('post.descriptionHint')}
        />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <TextField
            label={t('post.price')}
            type="number"
            inputMode="decimal"
            min={1}
            step="any"
            required
            {...form.field('price')}
            hint={t('post.priceHint')}
          />
          <PlaceFields show="locality" field={form.field} />
          <TextField
            label={t('post.location')}
            required
            autoComplete="address-level3"
            {...form.field('location')}
            error={said('location', errors.location)}
            maxLength={LOCATION_MAX}
            hint={t('post.locationHint')}
          />
          <SelectField
            label={t('field.category')}
            required
            options={categoryOptions}
            emptyOption={t('field.chooseCategory')}
            {...form.field('category')}
          />
          <TextField
            label={t('post.subcategory')}
            required
            {...form.field('subcategory')}
            error={said('subcategory', errors.subcategory)}
            maxLength={SUBCATEGORY_MAX}
            hint={t(values.category ? `post.subHint.${values.category}` : 'post.subHint.any')}
          />
        </div>
        {values.category === 'property' ? <PlaceFields show="size" field={form.field} /> : null}
        <ImagePicker key={fileKey} file={file} onChange={onFile} error={errors.image} disabled={post.isPending} />
      </fieldset>

      <fieldset className="grid gap-5" disabled={post.isPending}>
        <legend className="mb-4 text-lg font-semibold text-stone-950">{t('post.reach')}</legend>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <TextField
            label={t('post.name')}
            autoComplete="name"
            required
            {...form.field('sellerName')}
            error={said('sellerName', errors.sellerName)}
            maxLength={PERSON_NAME_MAX}
          />
          <PhoneField
            label={t('post.phone')}
            required
            {...form.field('sellerPhone')}
            maxLength={SELLER_PHONE_INPUT_MAX}
            hint={t('post.phoneHint')}
          />
          <div className="sm:col-span-2">
            <EmailField label={t('post.email')} required {...form.field('sellerEmail')} />
          </div>
        </div>
      </fieldset>

      {post.isPending ? (
        <UploadProgress fraction={progress} label={percent < 100 ? t('post.uploading') : t('post.processing')} live />
      ) : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {aborted ? <FormMessage tone="info">{t('post.cancelled')}</FormMessage> : null}

      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={post.isPending} pendingLabel={t('post.posting')}>
          {t('post.submit')}
        </SubmitButton>
        {post.isPending ? (
          <Button variant="secondary" size="lg" onClick={() => abortRef.current?.abort()}>
            {t('common.cancelUpload')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
