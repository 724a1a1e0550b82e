import { Link, useLocation, useParams, type To } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { Card } from '../../components/ui/card';
import { ChevronLeftIcon } from '../../components/ui/icons';
import { QueryState } from '../../components/ui/query-state';
import { LoadingBlock } from '../../components/ui/skeleton';
import { useBlogPost } from './api/use-blog-post';
import { EditBlogPostForm } from './components/edit-blog-post-form';
import { TEXT_LINK } from './components/link-styles';
import { NewBlogPostForm } from './components/new-blog-post-form';
import { CONTENT_PATH } from './content-paths';
import { CONTENT_TEXT } from './messages';

/**
 * The blog post editor: "New Blog Post" at blog/post/new, "Edit Blog Post" at blog/post/:id.
 * The list's query string travels with the address, so going back shows the same pages.
 */
export function BlogPostEditorScreen() {
  const { id } = useParams();
  const { search } = useLocation();
  const listTo: To = { pathname: CONTENT_PATH, search };
  const isNew = id === undefined;

  return (
    <>
      <PageHeader title={isNew ? CONTENT_TEXT.newPostTitle : CONTENT_TEXT.editPostTitle} />
      <div className="flex flex-col gap-4">
        <Link to={listTo} className={`${TEXT_LINK} self-start`}>
          <ChevronLeftIcon />
          {CONTENT_TEXT.backToContent}
        </Link>
        <Card bodyClassName="p-4 md:p-6">
          {isNew ? <NewBlogPostForm doneTo={listTo} /> : <SavedPostForm id={id} doneTo={listTo} />}
        </Card>
      </div>
    </>
  );
}

function SavedPostForm({ id, doneTo }: { id: string; doneTo: To }) {
  const query = useBlogPost(id);
  return (
    <QueryState
      query={query}
      loading={<LoadingBlock label={CONTENT_TEXT.postLoading} className="h-96" />}
      errorFallback={CONTENT_TEXT.postLoadFailed}
    >
      {({ data: post }) => <EditBlogPostForm key={post.id} post={post} doneTo={doneTo} />}
    </QueryState>
  );
}
