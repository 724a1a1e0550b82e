import { CodeIcon, EyeIcon } from '../../../components/ui/icons';
import { SUBSCRIPTIONS_TEXT } from '../messages';

/**
 * An eye for a display-only feature (shown on packages, never read by the system), a code sign
 * for one the system is coded against; named for assistive tech and shown as a tooltip.
 */
export function FeatureKindIcon({ displayOnly }: { displayOnly: boolean }) {
  const label = displayOnly ? SUBSCRIPTIONS_TEXT.displayOnly : SUBSCRIPTIONS_TEXT.codedOnSystem;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={
        displayOnly ? 'inline-flex shrink-0 text-slate-600' : 'inline-flex shrink-0 text-indigo-700'
      }
    >
      {displayOnly ? <EyeIcon /> : <CodeIcon />}
    </span>
  );
}
