import type { BlogPostListItem } from '@job-board/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { notifySuccess } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api-error';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteBlogPost } from '../api/delete-blog-post';
import { useBlogPosts } from '../api/list-blog-posts';
import { BLOG_POSTS_PREFIX, NEW_POST_PATH } from '../content-paths';
import { CONTENT_TEXT } from '../messages';
import { BlogPostTile } from './blog-post-tile';
import { PRIMARY_LINK_BUTTON } from './link-styles';
import { usePageInRange } from './use-page-in-range';

const SKELETON_TILES = 3;
const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** The blog post tiles (spec §2), paged by the server, with "+ Add New Post". */
export function BlogPostsPanel() {
  const list = useListParams({ prefix: BLOG_POSTS_PREFIX });
  const { search } = useLocation();
  const posts = useBlogPosts(list.page);
  const remove = useDeleteBlogPost();
  const [deleting, setDeleting] = useState<BlogPostListItem | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  usePageInRange(list.page, list.setPage, posts.data?.meta.last_page);

  function askToDelete(post: BlogPostListItem) {
    setDeleting(post);
    setIsConfirming(true);
  }

  async function deletePost() {
    if (!deleting) return;
    const result = await remove.mutateAsync(deleting.id);
    notifySuccess(result.message);
  }

  let content;
  if (posts.isPending) {
    content = (
      <div role="status">
        <span className="sr-only">{CONTENT_TEXT.blogPostsLoading}</span>
        <div className={GRID}>
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <Skeleton key={index} className="h-64" />
          ))}
        </div>
      </div>
    );
  } else if (posts.isError) {
    content = (
      <ErrorState
        message={errorMessage(posts.error, CONTENT_TEXT.blogPostsLoadFailed)}
        onRetry={() => void posts.refetch()}
        isRetrying={posts.isFetching}
      />
    );
  } else if (posts.data.data.length === 0) {
    content = <EmptyState message={CONTENT_TEXT.blogPostsEmpty} />;
  } else {
    content = (
      <ul className={GRID}>
        {posts.data.data.map((post) => (
          <li key={post.id}>
            <BlogPostTile post={post} search={search} onDelete={askToDelete} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card
      title={CONTENT_TEXT.blogPostsHeading}
      actions={
        <Link to={{ pathname: NEW_POST_PATH, search }} className={PRIMARY_LINK_BUTTON}>
          {CONTENT_TEXT.addNewPost}
        </Link>
      }
    >
      {content}
      <Pagination
        currentPage={list.page}
        lastPage={posts.data?.meta.last_page ?? 1}
        onPageChange={list.setPage}
        label={CONTENT_TEXT.blogPostsPagination}
        className="mt-4"
      />
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        name={deleting?.title}
        onConfirm={deletePost}
      />
    </Card>
  );
}
