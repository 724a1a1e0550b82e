import {
  BLOG_POSTS_LIST,
  endpoints,
  type BlogPostBulkAction,
  type BlogPostListItem,
} from '@job-board/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ListView, type ListBulk } from '../../../components/list/list-view';
import { useListView } from '../../../components/list/use-list-view';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifySuccess } from '../../../components/ui/toasts';
import { usePermission } from '../../../lib/permissions';
import { useBlogPosts } from '../api/use-blog-posts';
import { useBlogPostsBulk } from '../api/use-blog-posts-bulk';
import { useDeleteBlogPost } from '../api/use-delete-blog-post';
import { BLOG_POSTS_PREFIX, NEW_POST_PATH } from '../content-paths';
import { CONTENT_TEXT } from '../messages';
import { BlogPostGrid } from './blog-post-grid';
import { PRIMARY_LINK_BUTTON } from './link-styles';

/**
 * The blog posts list (BLOG_POSTS_LIST) as tiles, paged by the server, with "+ Add New Post";
 * filtered by published state, picked for bulk show / hide / delete (confirmed, naming the
 * count), and exported as CSV with the filter.
 */
export function BlogPostsPanel() {
  const view = useListView(BLOG_POSTS_LIST, { prefix: BLOG_POSTS_PREFIX });
  const posts = useBlogPosts(view.query);
  const { search } = useLocation();
  const remove = useDeleteBlogPost();
  const bulk = useBlogPostsBulk();
  const canEdit = usePermission('content.write');
  const [deleting, setDeleting] = useState<BlogPostListItem | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);

  const bulkActions: ListBulk<BlogPostBulkAction, typeof BLOG_POSTS_LIST.filters> = {
    run: (action, target) => bulk.mutateAsync({ action, ...target }),
    confirm: (action, count) => ({
      title: CONTENT_TEXT.confirmBulkPosts(action, count),
      body: CONTENT_TEXT.confirmBulkPostsBody(action),
    }),
  };

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
        canEdit && (
          <Link to={{ pathname: NEW_POST_PATH, search }} className={PRIMARY_LINK_BUTTON}>
            {CONTENT_TEXT.addNewPost}
          </Link>
        )
      }
    >
      <ListView
        view={view}
        data={posts}
        text={{
          label: CONTENT_TEXT.blogPostsHeading,
          noun: CONTENT_TEXT.postsNoun,
          loadFailed: CONTENT_TEXT.blogPostsLoadFailed,
          empty: CONTENT_TEXT.blogPostsEmpty,
          noFilterMatch: CONTENT_TEXT.blogPostsNoMatch,
          pagesLabel: CONTENT_TEXT.blogPostsPagination,
          selectPage: CONTENT_TEXT.selectPostsPage,
        }}
        rowKey={(post) => post.id}
        rowLabel={(post) => post.title}
        bulk={bulkActions}
        exportFile={{
          endpoint: endpoints.blogPosts.export,
          fileName: CONTENT_TEXT.postsExportFileName,
          label: CONTENT_TEXT.exportPosts,
        }}
        renderRows={(rows, selection) => (
          <BlogPostGrid posts={rows} search={search} onDelete={askToDelete} selection={selection} />
        )}
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
