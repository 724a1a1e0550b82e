import {
  BLOG_POSTS_LIST,
  endpoints,
  type BlogPostBulkAction,
  type BlogPostListItem,
} from '@job-board/contract';
import { Link, useLocation } from 'react-router';
import { ListCard } from '../../../components/list/list-card';
import type { ListBulk } from '../../../components/list/list-view';
import { useDeleteConfirmation } from '../../../components/list/use-delete-confirmation';
import { useListView } from '../../../components/list/use-list-view';
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
  const deletion = useDeleteConfirmation({
    nameOf: (post: BlogPostListItem) => post.title,
    noun: CONTENT_TEXT.postDeleteNoun,
    remove: (post) => remove.mutateAsync({ params: { id: post.id } }),
  });

  const bulkActions: ListBulk<BlogPostBulkAction, typeof BLOG_POSTS_LIST.filters> = {
    run: (action, target) => bulk.mutateAsync({ action, ...target }),
    undoable: (action) => (action === 'delete' ? 'trash' : undefined),
    confirm: (action, count) => ({
      title: CONTENT_TEXT.confirmBulkPosts(action, count),
      body: CONTENT_TEXT.confirmBulkPostsBody(action),
    }),
  };

  return (
    <ListCard
      title={CONTENT_TEXT.blogPostsHeading}
      headerActions={
        canEdit && (
          <Link to={{ pathname: NEW_POST_PATH, search }} className={PRIMARY_LINK_BUTTON}>
            {CONTENT_TEXT.addNewPost}
          </Link>
        )
      }
      view={view}
      data={posts}
      text={{
        noun: CONTENT_TEXT.postsNoun,
        loadFailed: CONTENT_TEXT.blogPostsLoadFailed,
        empty: CONTENT_TEXT.blogPostsEmpty,
        noFilterMatch: CONTENT_TEXT.blogPostsNoMatch,
        pagesLabel: CONTENT_TEXT.blogPostsPagination,
        selectPage: CONTENT_TEXT.selectPostsPage,
      }}
      rowLabel={(post) => post.title}
      bulk={bulkActions}
      exportFile={{
        endpoint: endpoints.blogPosts.export,
        fileName: CONTENT_TEXT.postsExportFileName,
        label: CONTENT_TEXT.exportPosts,
      }}
      renderRows={(rows, selection) => (
        <BlogPostGrid posts={rows} search={search} onDelete={deletion.ask} selection={selection} />
      )}
    >
      {deletion.dialog}
    </ListCard>
  );
}
