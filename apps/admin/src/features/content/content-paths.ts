/** The Content Management addresses (relative to /admin). */
export const CONTENT_PATH = '/content-management';
export const NEW_POST_PATH = `${CONTENT_PATH}/blog/post/new`;
export const BLOG_POST_PATH_PATTERN = `${CONTENT_PATH}/blog/post/*`;

export const editPostPath = (id: number) => `${CONTENT_PATH}/blog/post/${id}`;

/** The URL prefixes of the screen's two paged lists (?pages_page=2&posts_page=3). */
export const WEB_PAGES_PREFIX = 'pages';
export const BLOG_POSTS_PREFIX = 'posts';
