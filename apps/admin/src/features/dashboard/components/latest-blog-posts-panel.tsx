import type { BlogPostListItem } from '@job-board/contract';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { TruncatedText } from '../../../components/ui/data-table-cells';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePermission } from '../../../lib/permissions';
import { formatDate } from '../../../utils/format-date';
import { useLatestBlogPosts } from '../api/use-latest-blog-posts';
import { CONTENT_PATH, editPostPath } from '../home-paths';
import { BLOG_PANEL_TITLE_LENGTH, DASHBOARD_TEXT } from '../messages';
import { ViewAllLink } from '../../../components/ui/view-all-link';

function BlogPostsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{DASHBOARD_TEXT.blogLoading}</span>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-16" />
      ))}
    </div>
  );
}

function BlogPostItem({ post, canEdit }: { post: BlogPostListItem; canEdit: boolean }) {
  const title = <TruncatedText text={post.title} limit={BLOG_PANEL_TITLE_LENGTH} />;
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <ImageWithFallback
        src={post.featured_image}
        alt=""
        className="h-14 w-20 shrink-0 rounded-md border border-slate-200"
      />
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-slate-900">
          {canEdit ? (
            <Link to={editPostPath(post.id)} className="hover:text-teal-800 hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        <p className="text-xs text-slate-600">
          {post.published_date ? (
            <time dateTime={post.published_date}>{formatDate(post.published_date)}</time>
          ) : (
            DASHBOARD_TEXT.notPublished
          )}
        </p>
      </div>
    </li>
  );
}

/** The newest blog posts, with a link to Content Management; an editor's titles open the editor. */
export function LatestBlogPostsPanel({ className }: { className?: string }) {
  const posts = useLatestBlogPosts();
  const canEdit = usePermission('content.write');
  return (
    <Card
      className={className}
      title={DASHBOARD_TEXT.blogHeading}
      actions={<ViewAllLink to={CONTENT_PATH}>{DASHBOARD_TEXT.viewAllPosts}</ViewAllLink>}
    >
      <QueryState
        query={posts}
        loading={<BlogPostsSkeleton />}
        errorFallback={DASHBOARD_TEXT.blogLoadFailed}
        isEmpty={(data) => data.length === 0}
        emptyMessage={DASHBOARD_TEXT.blogEmpty}
      >
        {(data) => (
          <ul aria-label={DASHBOARD_TEXT.blogHeading} className="divide-y divide-slate-100">
            {data.map((post) => (
              <BlogPostItem key={post.id} post={post} canEdit={canEdit} />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
