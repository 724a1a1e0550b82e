import { CONTENT_MESSAGES } from '@job-board/contract';

/** The texts of the Content Management screens. */
export const CONTENT_TEXT = {
  screenTitle: 'Content Management',

  webPagesHeading: 'Web Pages',
  webPagesTableLabel: 'Web pages',
  webPagesPagination: 'Web pages pagination',
  webPagesEmpty: 'No web pages yet.',
  webPagesLoadFailed: 'Could not load the web pages.',

  addWebPage: '+ Add page',
  newWebPageTitle: 'Add Web Page',
  createPage: 'Create Page',
  creating: 'Creating...',
  webPageCreateFailed: 'Could not create the web page. Please try again.',
  webPageCreated: CONTENT_MESSAGES.webPageCreated,
  pageSlugDerivedHint: 'Made from the title; the address of the page.',
  editWebPageTitle: 'Edit Web Page',
  webPageLoading: 'Loading the web page…',
  webPageLoadFailed: 'Could not load this web page.',
  titleLabel: 'Title',
  bodyLabel: 'Body',
  isPublishedLabel: 'Is Published?',
  pageStatusLabel: 'Page Status',
  statusActive: 'Active',
  statusPaused: 'Paused',
  update: 'Update',
  updating: 'Updating...',
  deletePage: 'Delete Page',
  pageDeleteNoun: 'the page',
  postDeleteNoun: 'the blog post',
  webPageUpdateFailed: 'Could not update the web page. Please try again.',
  webPageUpdated: CONTENT_MESSAGES.webPageUpdated,

  blogPostsHeading: 'Blog Posts',
  blogPostsPagination: 'Blog posts pagination',
  blogPostsEmpty: 'No blog posts yet.',
  blogPostsLoading: 'Loading blog posts…',
  blogPostsLoadFailed: 'Could not load the blog posts.',
  blogPostsNoMatch: 'No blog posts match this filter.',
  exportPosts: 'Export CSV',
  postsExportFileName: 'blog-posts.csv',
  selectPost: (title: string) => `Select ${title}`,
  selectPostsPage: 'Select all blog posts on this page',
  postsNoun: 'blog posts',
  confirmBulkPosts: (action: 'show' | 'hide' | 'delete', count: number) =>
    `${action === 'show' ? 'Show' : action === 'hide' ? 'Hide' : 'Delete'} ${count} blog ${
      count === 1 ? 'post' : 'posts'
    }?`,
  confirmBulkPostsBody: (action: 'show' | 'hide' | 'delete') =>
    action === 'delete'
      ? 'The posts go to the trash, where they can be restored.'
      : action === 'show'
        ? 'The posts become visible on the site; those already published are skipped.'
        : 'The posts are hidden from the site; those already hidden are skipped.',
  addNewPost: '+ Add New Post',
  editPost: 'Edit Post',
  hidePost: 'Hide Post',
  showPost: 'Show Post',
  deletePost: (title: string) => `Delete ${title}`,
  published: 'Published',
  hidden: 'Hidden',
  featured: 'Featured',
  togglePostFailed: 'Could not change whether the post is shown. Please try again.',

  newPostTitle: 'New Blog Post',
  editPostTitle: 'Edit Blog Post',
  backToContent: 'Back to Content Management',
  postLoading: 'Loading the blog post…',
  postLoadFailed: 'Could not load this blog post.',
  postTitleLabel: 'Post Title',
  slugLabel: 'Slug',
  slugDerivedHint: 'Made from the post title.',
  slugKeptHint: 'The saved slug is kept; tick the box below to change it.',
  slugManualHint: 'Lower-case letters and digits, in words joined by hyphens.',
  manualSlugLabel: 'Edit the slug manually',
  featuredImageLabel: 'Featured Image',
  featuredImageHint: 'A .jpg, .jpeg or .png image.',
  excerptLabel: 'Excerpt',
  postBodyLabel: 'Body',
  postIsPublishedLabel: 'Is Published?',
  isFeaturedLabel: 'Is Featured?',
  createPost: 'Create Post',
  updatePost: 'Update Post',
  saving: 'Saving...',
  postSaveFailed: 'Could not save the blog post. Please try again.',
  imageUploadFailed: 'Could not upload the image. Please try again.',
  imageNotUploaded: (reason: string) =>
    `The post was not saved because the image was not uploaded: ${reason}`,

  imageTypeInvalid: 'Choose a .jpg, .jpeg or .png image.',
  blogPostCreated: CONTENT_MESSAGES.blogPostCreated,
  blogPostUpdated: CONTENT_MESSAGES.blogPostUpdated,
} as const;

/** The featured image's accepted types: .jpg, .jpeg and .png for the blog. */
export const BLOG_IMAGE_ACCEPT = '.jpg,.jpeg,.png';
