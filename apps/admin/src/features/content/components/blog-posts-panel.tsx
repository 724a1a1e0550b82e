import { endpoints, type BlogPostBulkAction, type BlogPostListItem } from '@job-board/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BulkBar } from '../../../components/ui/bulk-bar';
import { BulkFailuresDialog } from '../../../components/ui/bulk-result';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DownloadButton } from '../../../components/ui/download-button';
import { FilterChips } from '../../../components/ui/filter-chips';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { SortFilter } from '../../../components/ui/sort-filter';
import { notifySuccess } from '../../../components/ui/toasts';
import { usePermission } from '../../../lib/permissions';
import { useBulkFlow } from '../../../lib/use-bulk-flow';
import { useDownload } from '../../../lib/use-download';
import { useListParams, usePageInRange } from '../../../lib/use-list-params';
import { useSelection } from '../../../lib/use-selection';
import { useBlogPosts } from '../api/use-blog-posts';
import { useBlogPostsBulk } from '../api/use-blog-posts-bulk';
import { useDeleteBlogPost } from '../api/use-delete-blog-post';
import { BLOG_POSTS_PREFIX, NEW_POST_PATH } from '../content-paths';
import { CONTENT_TEXT } from '../messages';
import { BlogPostTile } from './blog-post-tile';
import { PRIMARY_LINK_BUTTON } from './link-styles';

const SKELETON_TILES = 3;
const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

const PUBLISHED_OPTIONS = [
  { value: 'yes', label: CONTENT_TEXT.publishedYes },
  { value: 'no', label: CONTENT_TEXT.publishedNo },
];

const publishedOf = (value: string) => (value === 'yes' || value === 'no' ? value : undefined);

/**
 * The blog post tiles (spec §2), paged by the server, with "+ Add New Post"; filtered by
 * published state (in the URL, shown as a chip), picked for bulk show / hide / delete (confirmed,
 * naming the count), and exported as CSV with the filter.
 */
export function BlogPostsPanel() {
  const list = useListParams({ prefix: BLOG_POSTS_PREFIX, filters: { published: '' } });
  const { search } = useLocation();
  const published = publishedOf(list.filters.published);
  /** What selects the posts: the list, its export and "all matching" share it. */
  const filter = { published };
  const posts = useBlogPosts(list.page, published);
  const remove = useDeleteBlogPost();
  const canEdit = usePermission('content.write');
  const selection = useSelection({
    scope: JSON.stringify(filter),
    pageLabel: CONTENT_TEXT.selectPostsPage,
  });
  const bulk = useBlogPostsBulk();
  const download = useDownload();
  const total = posts.data?.meta.total ?? 0;
  const count = selection.count(total);
  const flow = useBulkFlow(
    (action: BlogPostBulkAction) => bulk.mutateAsync({ action, ...selection.target(filter) }),
    selection.clear,
  );
  const pageIds = posts.data?.data.map((post) => post.id) ?? [];
  const pageSelected = selection.isPageSelected(pageIds);
  const someOnPage = pageIds.some((id) => selection.ids.has(id));
  const titleOf = (id: number) => posts.data?.data.find((post) => post.id === id)?.title;
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
        canEdit && (
          <Link to={{ pathname: NEW_POST_PATH, search }} className={PRIMARY_LINK_BUTTON}>
            {CONTENT_TEXT.addNewPost}
          </Link>
        )
      }
    >
      <div className="mb-4 flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-wrap items-end gap-3">
            <SortFilter
              label={CONTENT_TEXT.publishedFilter}
              showLabel
              value={list.filters.published}
              onChange={(value) => list.setFilter('published', value)}
              options={PUBLISHED_OPTIONS}
              emptyOptionLabel={CONTENT_TEXT.publishedAny}
            />
            {canEdit && pageIds.length > 0 && (
              <label className="flex h-10 items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={selection.allMatching || pageSelected}
                  ref={(box) => {
                    if (box) box.indeterminate = !pageSelected && someOnPage;
                  }}
                  onChange={(event) => selection.table.onTogglePage(pageIds, event.target.checked)}
                  className="size-4 accent-teal-700"
                />
                {CONTENT_TEXT.selectPostsPage}
              </label>
            )}
          </div>
          <DownloadButton
            label={CONTENT_TEXT.exportPosts}
            download={download}
            onClick={() =>
              void download.start(
                endpoints.blogPosts.export,
                { query: filter },
                CONTENT_TEXT.postsExportFileName,
              )
            }
          />
        </div>
        <FilterChips
          chips={
            published
              ? [
                  {
                    id: 'published',
                    label: CONTENT_TEXT.chipPublished(published),
                    onRemove: () => list.setFilter('published', ''),
                  },
                ]
              : []
          }
        />
        {canEdit && (
          <BulkBar
            selection={selection}
            total={total}
            pageKeys={pageIds}
            noun={CONTENT_TEXT.postsNoun}
          >
            <Button variant="secondary" size="sm" onClick={() => flow.ask('show')}>
              {CONTENT_TEXT.bulkShow}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => flow.ask('hide')}>
              {CONTENT_TEXT.bulkHide}
            </Button>
            <Button variant="danger" size="sm" onClick={() => flow.ask('delete')}>
              {CONTENT_TEXT.bulkDelete}
            </Button>
          </BulkBar>
        )}
      </div>
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
        emptyMessage={published ? CONTENT_TEXT.blogPostsNoMatch : CONTENT_TEXT.blogPostsEmpty}
      >
        {(page) => (
          <ul className={GRID}>
            {page.data.map((post) => (
              <li key={post.id}>
                <BlogPostTile
                  post={post}
                  search={search}
                  onDelete={askToDelete}
                  selected={selection.table.isSelected(post.id)}
                  onSelect={(selected) => selection.table.onToggle(post.id, selected)}
                />
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
      <ConfirmDialog
        open={flow.pending !== null}
        onOpenChange={flow.onConfirmOpenChange}
        title={flow.pending && CONTENT_TEXT.confirmBulkPosts(flow.pending, count)}
        body={flow.pending && CONTENT_TEXT.confirmBulkPostsBody(flow.pending)}
        confirmLabel={
          flow.pending === 'show'
            ? CONTENT_TEXT.bulkShow
            : flow.pending === 'hide'
              ? CONTENT_TEXT.bulkHide
              : CONTENT_TEXT.bulkDelete
        }
        onConfirm={flow.confirm}
      />
      <BulkFailuresDialog result={flow.failures} onClose={flow.closeFailures} nameOf={titleOf} />
    </Card>
  );
}
