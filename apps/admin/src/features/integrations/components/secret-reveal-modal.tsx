import { CopyValueModal } from '../../../components/ui/copy-value-modal';
import { INTEGRATIONS_TEXT } from '../messages';

/** A value the server gives once (a signing secret, an API key), with what to do about it. */
export type RevealedSecret = {
  title: string;
  /** The label of the value's field ("Signing secret", "API key"). */
  label: string;
  value: string;
  /** What the server's change means ("…Copy it now: it is shown once."). */
  message: string;
};

type SecretRevealModalProps = { secret: RevealedSecret; onClose: () => void };

/** Shows a secret once, in a field to copy it from. */
export function SecretRevealModal({ secret, onClose }: SecretRevealModalProps) {
  return <CopyValueModal {...secret} text={INTEGRATIONS_TEXT} onClose={onClose} />;
}
