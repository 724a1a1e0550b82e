import type { BlogPostListItem } from '@job-board/contract';
import clsx from 'clsx';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TrashIcon } from '../../../components/ui/icons';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { notifyError, notifySuccess } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api-error';
import { usePermission } from '../../../lib/permissions';
import { useToggleBlogPost } from '../api/use-toggle-blog-post';
import { editPostPath } from '../content-paths';
import { CONTENT_TEXT } from '../messages';
import { SECONDARY_LINK_BUTTON } from './link-styles';

type BlogPostTileProps = {
  post: BlogPostListItem;
  /** The list's query string, kept on the editor's address so "back" returns to the same view. */
  search: string;
  onDelete: (post: BlogPostListItem) => void;
  /** Whether the post is picked for a bulk action, and how to change that. */
  selected: boolean;
  onSelect: (selected: boolean) => void;
};

/** One post: image, title, excerpt, and Edit Post, Hide Post / Show Post and delete. */
export function BlogPostTile({ post, search, onDelete, selected, onSelect }: BlogPostTileProps) {
  const headingId = useId();
  const toggle = useToggleBlogPost();
  const canEdit = usePermission('content.write');

  function togglePublished() {
    toggle.mutate(
      { params: { id: post.id } },
      {
        onSuccess: (result) => notifySuccess(result.message),
        onError: (error) => notifyError(errorMessage(error, CONTENT_TEXT.togglePostFailed)),
      },
    );
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs"
    >
      <ImageWithFallback src={post.featured_image} alt="" className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
          {canEdit && (
            <input
              type="checkbox"
              checked={selected}
              onChange={(event) => onSelect(event.target.checked)}
              aria-label={CONTENT_TEXT.selectPost(post.title)}
              className="size-6 accent-teal-700"
            />
          )}
          <span
            className={clsx(
              'rounded-full px-2 py-0.5 ring-1 ring-inset',
              post.published
                ? 'bg-teal-50 text-teal-800 ring-teal-200'
                : 'bg-slate-100 text-slate-700 ring-slate-200',
            )}
          >
            {post.published ? CONTENT_TEXT.published : CONTENT_TEXT.hidden}
          </span>
          {post.is_featured && (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-amber-800 ring-1 ring-amber-200 ring-inset">
              {CONTENT_TEXT.featured}
            </span>
          )}
        </div>
        <h3 id={headingId} className="font-semibold break-words text-slate-900">
          {post.title}
        </h3>
        {post.excerpt && <p className="line-clamp-3 text-sm text-slate-600">{post.excerpt}</p>}
        {canEdit && (
          <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
            <Link
              to={{ pathname: editPostPath(post.id), search }}
              className={SECONDARY_LINK_BUTTON}
            >
              {CONTENT_TEXT.editPost}
            </Link>
            <Button
              variant="secondary"
              size="sm"
              onClick={togglePublished}
              disabled={toggle.isPending}
              aria-busy={toggle.isPending || undefined}
            >
              {post.published ? CONTENT_TEXT.hidePost : CONTENT_TEXT.showPost}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={CONTENT_TEXT.deletePost(post.title)}
              onClick={() => onDelete(post)}
              className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800"
            >
              <TrashIcon />
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
