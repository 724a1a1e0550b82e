import { CONTENT_LIMITS, type BlogPost } from '@job-board/contract';
import { useState, type ChangeEvent, type FocusEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, type To } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormError } from '../../../components/ui/form-error';
import { ImageUploadField } from '../../../components/ui/image-upload-field';
import { LazyRichTextEditor } from '../../../components/ui/rich-text-editor/lazy-rich-text-editor';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { notifySuccess } from '../../../components/ui/toasts';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { uploadImage } from '../../../lib/upload-image';
import { useCreateBlogPost } from '../api/create-blog-post';
import { useUpdateBlogPost } from '../api/update-blog-post';
import {
  EMPTY_BLOG_POST_VALUES,
  imageProblem,
  slugForTitle,
  slugProblem,
  toBlogPostBody,
  valuesFromPost,
  type BlogPostFormValues,
} from '../blog-post-form-values';
import { BLOG_IMAGE_ACCEPT, CONTENT_TEXT } from '../messages';

const SERVER_FIELDS = [
  'post_title',
  'slug',
  'excerpt',
  'body',
  'is_published',
  'is_featured',
] as const;

type BlogPostFormProps = {
  /** The post being edited; absent for a new post. */
  post?: BlogPost;
  /** Where Save goes once the server has accepted the post. */
  doneTo: To;
};

/**
 * Post title, slug (follows the title until "Edit the slug manually" is ticked), featured image,
 * excerpt, body, Is Published? and Is Featured? Save uploads the chosen image first, then
 * creates or updates the post.
 */
export function BlogPostForm({ post, doneTo }: BlogPostFormProps) {
  const isNew = post === undefined;
  const navigate = useNavigate();
  const create = useCreateBlogPost();
  const update = useUpdateBlogPost(post?.id ?? 0);
  const [formError, setFormError] = useState<string | null>(null);
  // An image uploaded by an earlier attempt whose save failed is not uploaded again.
  const [uploaded, setUploaded] = useState<{ file: File; url: string } | null>(null);

  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<BlogPostFormValues>({
    defaultValues: post ? valuesFromPost(post) : EMPTY_BLOG_POST_VALUES,
  });
  const isManualSlug = useWatch({ control, name: 'manual_slug' });

  /** The slug shown while it is not typed by hand: the title's (new post) or the saved one. */
  const automaticSlug = (title: string) => (post ? post.slug : slugForTitle(title));

  async function uploadOnce(file: File): Promise<string> {
    if (uploaded?.file === file) return uploaded.url;
    const url = await uploadImage(file);
    setUploaded({ file, url });
    return url;
  }

  function showSaveError(error: unknown) {
    applyServerFieldErrors(error, setError, SERVER_FIELDS);
    if (isApiError(error)) {
      const imageSentence = error.fieldError('featured_image');
      if (imageSentence) setError('featured_file', { type: 'server', message: imageSentence });
    }
    setFormError(errorMessage(error, CONTENT_TEXT.postSaveFailed));
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    let featuredImage: string | undefined;
    if (values.featured_file) {
      try {
        featuredImage = await uploadOnce(values.featured_file);
      } catch (error) {
        const sentence = isApiError(error) ? error.fieldError('image') : undefined;
        const message = sentence ?? errorMessage(error, CONTENT_TEXT.imageUploadFailed);
        setError('featured_file', { type: 'server', message });
        setFormError(CONTENT_TEXT.imageNotUploaded(message));
        return;
      }
    }
    const body = toBlogPostBody(values, featuredImage);
    try {
      if (isNew) await create.mutateAsync(body);
      else await update.mutateAsync(body);
    } catch (error) {
      showSaveError(error);
      return;
    }
    notifySuccess(isNew ? CONTENT_TEXT.blogPostCreated : CONTENT_TEXT.blogPostUpdated);
    navigate(doneTo);
  });

  let slugHint: string = CONTENT_TEXT.slugManualHint;
  if (!isManualSlug) slugHint = isNew ? CONTENT_TEXT.slugDerivedHint : CONTENT_TEXT.slugKeptHint;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <TextField
        label={CONTENT_TEXT.postTitleLabel}
        required
        maxLength={CONTENT_LIMITS.titleMax}
        error={errors.post_title?.message}
        {...register('post_title', {
          validate: (title) => title.trim() !== '' || CONTENT_TEXT.titleRequired,
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            if (!getValues('manual_slug')) setValue('slug', automaticSlug(event.target.value));
          },
        })}
      />
      <div className="flex flex-col gap-2">
        <TextField
          label={CONTENT_TEXT.slugLabel}
          readOnly={!isManualSlug}
          maxLength={CONTENT_LIMITS.slugMax}
          hint={slugHint}
          error={errors.slug?.message}
          {...register('slug', {
            validate: (slug) => !getValues('manual_slug') || (slugProblem(slug) ?? true),
            // Spec §5: a typed slug that is not one yet is lower-cased and hyphenated.
            onBlur: (event: FocusEvent<HTMLInputElement>) => {
              if (getValues('manual_slug')) setValue('slug', slugForTitle(event.target.value));
            },
          })}
        />
        <CheckboxField
          label={CONTENT_TEXT.manualSlugLabel}
          {...register('manual_slug', {
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              if (event.target.checked) return;
              setValue('slug', automaticSlug(getValues('post_title')));
              clearErrors('slug');
            },
          })}
        />
      </div>
      <Controller
        name="featured_file"
        control={control}
        rules={{ validate: (file) => imageProblem(file, isNew) ?? true }}
        render={({ field, fieldState }) => (
          <ImageUploadField
            label={CONTENT_TEXT.featuredImageLabel}
            file={field.value}
            onFileChange={(file) => {
              field.onChange(file);
              if (fieldState.error) clearErrors('featured_file');
            }}
            currentUrl={post?.featured_image}
            accept={BLOG_IMAGE_ACCEPT}
            hint={CONTENT_TEXT.featuredImageHint}
            error={fieldState.error?.message}
            required={isNew}
            disabled={isSubmitting}
          />
        )}
      />
      <TextareaField
        label={CONTENT_TEXT.excerptLabel}
        rows={3}
        maxLength={CONTENT_LIMITS.excerptMax}
        hint={`At most ${CONTENT_LIMITS.excerptMax} characters.`}
        error={errors.excerpt?.message}
        {...register('excerpt')}
      />
      <Controller
        name="body"
        control={control}
        render={({ field, fieldState }) => (
          <LazyRichTextEditor
            id="blog-post-body"
            label={CONTENT_TEXT.postBodyLabel}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={isSubmitting}
          />
        )}
      />
      <div className="flex flex-wrap gap-6">
        <CheckboxField
          label={CONTENT_TEXT.postIsPublishedLabel}
          error={errors.is_published?.message}
          {...register('is_published')}
        />
        <CheckboxField
          label={CONTENT_TEXT.isFeaturedLabel}
          error={errors.is_featured?.message}
          {...register('is_featured')}
        />
      </div>
      <FormError>{formError}</FormError>
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting
            ? CONTENT_TEXT.saving
            : isNew
              ? CONTENT_TEXT.createPost
              : CONTENT_TEXT.updatePost}
        </Button>
      </div>
    </form>
  );
}
