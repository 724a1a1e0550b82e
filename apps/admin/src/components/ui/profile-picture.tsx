import clsx from 'clsx';
import { FALLBACK_PROFILE_IMAGE } from '../../utils/image-url';
import { ImageWithFallback } from './image-with-fallback';

type ProfilePictureProps = {
  src: string | null | undefined;
  /** Whose picture it is: the image is named "Profile picture of {name}". */
  name?: string;
  /** Size and border, e.g. "size-12 border border-slate-200". */
  className?: string;
};

/** A round profile picture; a missing or broken one shows /img/sample-profile.jpg. */
export function ProfilePicture({ src, name, className }: ProfilePictureProps) {
  return (
    <ImageWithFallback
      src={src}
      fallbackSrc={FALLBACK_PROFILE_IMAGE}
      alt={name ? `Profile picture of ${name}` : 'Profile picture'}
      className={clsx('shrink-0 rounded-full', className)}
    />
  );
}
