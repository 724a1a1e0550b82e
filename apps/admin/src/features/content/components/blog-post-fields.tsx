import { CONTENT_LIMITS, slugFromTitle, type BlogPost } from '@job-board/contract';
import { Controller } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormError } from '../../../components/ui/form-error';
import { ImageUploadField } from '../../../components/ui/image-upload-field';
import { LazyRichTextEditor } from '../../../components/ui/rich-text-editor/lazy-rich-text-editor';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { SaveForm } from '../../../lib/use-save-form';
import type { BlogPostFormValues } from '../blog-post-form-schema';
import { BLOG_IMAGE_ACCEPT, CONTENT_TEXT } from '../messages';
import { TitleAndSlugFields } from './title-and-slug-fields';

type BlogPostFieldsProps<Parsed> = {
  saveForm: SaveForm<BlogPostFormValues, Parsed>;
  /** The post being edited; absent for a new post. */
  post?: BlogPost;
};

/**
 * Post title, slug (follows the title until "Edit the slug manually" is ticked; a saved post
 * keeps its slug), featured image, excerpt, body, Is Published? and Is Featured?, and Save.
 */
export function BlogPostFields<Parsed>({ saveForm, post }: BlogPostFieldsProps<Parsed>) {
  const { form, submit, formError, isSaving } = saveForm;
  const {
    register,
    control,
    clearErrors,
    formState: { errors },
  } = form;
  const isNew = post === undefined;

  /** The slug shown while it is not typed by hand: the title's (new post) or the saved one. */
  const automaticSlug = (title: string) => (post ? post.slug : slugFromTitle(title));

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TitleAndSlugFields
        form={form}
        titleName="post_title"
        titleLabel={CONTENT_TEXT.postTitleLabel}
        automaticSlug={automaticSlug}
        automaticSlugHint={isNew ? CONTENT_TEXT.slugDerivedHint : CONTENT_TEXT.slugKeptHint}
      />
      <Controller
        name="featured_file"
        control={control}
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
            disabled={isSaving}
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
            required
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={isSaving}
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
        <Button type="submit" disabled={isSaving} aria-busy={isSaving || undefined}>
          {isSaving
            ? CONTENT_TEXT.saving
            : isNew
              ? CONTENT_TEXT.createPost
              : CONTENT_TEXT.updatePost}
        </Button>
      </div>
    </form>
  );
}
