import type { BlogPostListItem } from '@job-board/contract';
import type { TableSelection } from '../../../components/ui/data-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { CONTENT_TEXT } from '../messages';
import { BlogPostTile } from './blog-post-tile';

const SKELETON_TILES = 3;
const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

type BlogPostGridProps = {
  /** Undefined while the first page loads. */
  posts: readonly BlogPostListItem[] | undefined;
  /** The list's query string, kept on each editor link. */
  search: string;
  onDelete: (post: BlogPostListItem) => void;
  /** Present when posts can be picked for a bulk action. */
  selection?: TableSelection;
};

/** The blog posts of a page as a grid of tiles, or their skeletons while they load. */
export function BlogPostGrid({ posts, search, onDelete, selection }: BlogPostGridProps) {
  if (posts === undefined) {
    return (
      <div role="status">
        <span className="sr-only">{CONTENT_TEXT.blogPostsLoading}</span>
        <div className={GRID}>
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <Skeleton key={index} className="h-64" />
          ))}
        </div>
      </div>
    );
  }
  return (
    <ul aria-label={CONTENT_TEXT.blogPostsHeading} className={GRID}>
      {posts.map((post) => (
        <li key={post.id}>
          <BlogPostTile
            post={post}
            search={search}
            onDelete={onDelete}
            selected={selection?.isSelected(post.id) ?? false}
            onSelect={(selected) => selection?.onToggle(post.id, selected)}
          />
        </li>
      ))}
    </ul>
  );
}
