/** The fields a blog post is saved with (POST and PUT /api/admin/blogposts…). */
export type BlogPostBody = {
  post_title: string;
  slug: string;
  /** The uploaded image's URL; left out on update when the image is not replaced. */
  featured_image?: string;
  excerpt: string;
  body: string;
  is_published: boolean;
  is_featured: boolean;
};
