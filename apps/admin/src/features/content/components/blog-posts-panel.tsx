import type { BlogPostListItem } from '@job-board/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { notifySuccess } from '../../../components/ui/toasts';
import { useListParams, usePageInRange } from '../../../lib/use-list-params';
import { useBlogPosts } from '../api/use-blog-posts';
import { useDeleteBlogPost } from '../api/use-delete-blog-post';
import { BLOG_POSTS_PREFIX, NEW_POST_PATH } from '../content-paths';
import { CONTENT_TEXT } from '../messages';
import { BlogPostTile } from './blog-post-tile';
import { PRIMARY_LINK_BUTTON } from './link-styles';

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
  usePageInRange(list, posts.data?.meta.last_page, posts.isPlaceholderData);

  function askToDelete(post: BlogPostListItem) {
    setDeleting(post);
    setIsConfirming(true);
  }

  async function deletePost() {
    if (!deleting) return;
    const result = await remove.mutateAsync({ params: { id: deleting.id } });
    notifySuccess(result.message);
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
      <QueryState
        query={posts}
        loading={
          <div role="status">
            <span className="sr-only">{CONTENT_TEXT.blogPostsLoading}</span>
            <div className={GRID}>
              {Array.from({ length: SKELETON_TILES }, (_, index) => (
                <Skeleton key={index} className="h-64" />
              ))}
            </div>
          </div>
        }
        errorFallback={CONTENT_TEXT.blogPostsLoadFailed}
        isEmpty={(page) => page.data.length === 0}
        emptyMessage={CONTENT_TEXT.blogPostsEmpty}
      >
        {(page) => (
          <ul className={GRID}>
            {page.data.map((post) => (
              <li key={post.id}>
                <BlogPostTile post={post} search={search} onDelete={askToDelete} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
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
