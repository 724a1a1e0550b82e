import { Outlet, useMatch } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { BlogPostsPanel } from './components/blog-posts-panel';
import { WebPagesPanel } from './components/web-pages-panel';
import { BLOG_POST_PATH_PATTERN } from './content-paths';
import { CONTENT_TEXT } from './messages';

/**
 * /admin/content-management: web pages and blog posts. Its child routes are the blog post
 * editor (blog/post/new, blog/post/:id), which takes the whole page while it is open; the empty
 * default child renders nothing under the lists.
 */
export function ContentManagementScreen() {
  const isEditorOpen = useMatch(BLOG_POST_PATH_PATTERN) !== null;
  if (isEditorOpen) return <Outlet />;

  return (
    <>
      <PageHeader title={CONTENT_TEXT.screenTitle} />
      <div className="flex flex-col gap-6">
        <WebPagesPanel />
        <BlogPostsPanel />
      </div>
      <Outlet />
    </>
  );
}
