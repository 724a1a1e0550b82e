import { useEffect, useState, type ReactNode } from 'react';
import { describedBy, FieldShell, useFieldIds } from './field-shell';
import { ImageWithFallback } from './image-with-fallback';

export type ImageUploadFieldProps = {
  label: ReactNode;
  /** The file chosen in this form, not yet uploaded; null when none. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The image the record has now (shown until a file is chosen). */
  currentUrl?: string | null;
  /** The input's accept list, e.g. ".jpg,.jpeg,.png" or "image/*". */
  accept: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
};

/** A file input for one image, with a preview of the chosen file or of the current image. */
export function ImageUploadField({
  label,
  file,
  onFileChange,
  currentUrl,
  accept,
  hint,
  error,
  required,
  disabled,
  id,
}: ImageUploadFieldProps) {
  const ids = useFieldIds(id);
  const previewUrl = usePreviewUrl(file);
  const shown = previewUrl ?? currentUrl ?? null;
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} {...ids}>
      {shown && (
        <ImageWithFallback
          src={shown}
          alt={previewUrl && file ? `Preview of ${file.name}` : 'Current image'}
          className="h-32 w-full max-w-xs rounded-md border border-slate-200 object-cover"
        />
      )}
      <input
        id={ids.controlId}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-required={required || undefined}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-teal-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-teal-800 hover:file:bg-teal-100"
        onChange={(event) => onFileChange(event.currentTarget.files?.[0] ?? null)}
        {...describedBy(ids, hint, error)}
      />
    </FieldShell>
  );
}

/** A data URL of the chosen file, for its preview; null until it is read or when there is none. */
function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return file && preview?.file === file ? preview.url : null;
}
