import { useId, useState, type KeyboardEvent } from 'react';
import { isAllowedLinkUrl } from '../../../utils/link-url';
import { Button } from '../button';

export const LINK_URL_ERROR = 'Enter a full address starting with http://, https:// or mailto:';

type LinkFormProps = {
  initialUrl: string;
  /** Offers "Remove link" when the selection already is a link. */
  canRemove: boolean;
  onApply: (url: string) => void;
  onRemove: () => void;
  onCancel: () => void;
};

/**
 * Asks for a link's address under the toolbar. Not a <form>: the editor usually sits inside the
 * page's own form, and forms cannot nest; Enter applies and Esc cancels instead.
 */
export function LinkForm({ initialUrl, canRemove, onApply, onRemove, onCancel }: LinkFormProps) {
  const inputId = useId();
  const errorId = useId();
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);

  function apply() {
    const address = url.trim();
    if (!isAllowedLinkUrl(address)) {
      setError(LINK_URL_ERROR);
      return;
    }
    onApply(address);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  }

  return (
    <div
      role="group"
      aria-label="Link"
      className="flex flex-wrap items-start gap-2 border-b border-slate-200 bg-slate-50 px-2 py-2"
    >
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor={inputId} className="sr-only">
          Link address
        </label>
        <input
          id={inputId}
          type="url"
          inputMode="url"
          autoFocus
          value={url}
          placeholder="https://"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
          onKeyDown={handleKeyDown}
          className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm aria-invalid:border-red-600"
        />
        {error && (
          <p id={errorId} className="text-xs text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button size="sm" onClick={apply}>
        Apply
      </Button>
      {canRemove && (
        <Button size="sm" variant="secondary" onClick={onRemove}>
          Remove link
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
