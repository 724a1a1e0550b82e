import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, mockFetch, type MockRoutes } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { findEditor, pasteInto, stubEditorLayout } from '../../testing/rich-text-editor';
import type { renderApp } from '../../testing/render-app';
import { contentListRoutes, fullPost, publishedPost, renderScreen } from './content-test-utils';

stubEditorLayout();

type User = ReturnType<typeof renderApp>['user'];

const UPLOADED = {
  result: true,
  message: 'Image has been uploaded.',
  data: { file_name: 'c1.png' },
} as const;
const uploadedUrl = `${window.location.origin}/img/uploads/c1.png`;
const cover = () => new File(['png'], 'cover.png', { type: 'image/png' });

function editorRoutes(extra: MockRoutes = {}): MockRoutes {
  return {
    ...contentListRoutes(),
    // Two pages of posts, so ?posts_page=2 stays in range when the list comes back.
    'blogPosts.list': { body: pagedBody([publishedPost], 2, 2) },
    'files.uploadImage': { body: UPLOADED },
    'blogPosts.create': { status: 201, body: { data: fullPost } },
    'blogPosts.get': { body: { data: fullPost } },
    'blogPosts.update': { body: { data: fullPost } },
    ...extra,
  };
}

const titleBox = () => screen.findByRole('textbox', { name: /Post Title/ });
const slugBox = () => screen.getByRole('textbox', { name: 'Slug' });
const manualSlug = () => screen.getByRole('checkbox', { name: 'Edit the slug manually' });
const imageInput = () => screen.getByLabelText(/Featured Image/);

async function save(user: User, name: 'Create Post' | 'Update Post') {
  await user.click(screen.getByRole('button', { name }));
}

describe('BlogPostEditorScreen (new post)', { timeout: 20_000 }, () => {
  it('replaces the lists with the "New Blog Post" page and links back', async () => {
    mockFetch(editorRoutes());
    const { user, location } = await renderScreen('/content-management/blog/post/new?posts_page=2');

    expect(await screen.findByRole('heading', { level: 1, name: 'New Blog Post' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Content Management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Web pages' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^New Blog Post - /));
    expect(imageInput()).toHaveAttribute('accept', '.jpg,.jpeg,.png');

    await user.click(screen.getByRole('link', { name: 'Back to Content Management' }));
    expect(await screen.findByRole('heading', { name: 'Content Management' })).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Hiring Tips' })).toBeVisible();
    expect(location()).toBe('/content-management?posts_page=2');
  });

  it('derives the slug from the title until manual editing is ticked', async () => {
    mockFetch(editorRoutes());
    const { user } = await renderScreen('/content-management/blog/post/new');

    await user.type(await titleBox(), 'Hiring Tips for 2025!');
    expect(slugBox()).toHaveValue('hiring-tips-for-2025');
    expect(slugBox()).toHaveAttribute('readonly');

    await user.click(manualSlug());
    expect(slugBox()).not.toHaveAttribute('readonly');
    await user.clear(slugBox());
    await user.type(slugBox(), 'My Own Slug');
    await user.tab();
    // A typed slug that is not one yet is lower-cased and hyphenated.
    expect(slugBox()).toHaveValue('my-own-slug');
    await user.type(await titleBox(), ' Again');
    expect(slugBox()).toHaveValue('my-own-slug');

    await user.click(manualSlug());
    expect(slugBox()).toHaveValue('hiring-tips-for-2025-again');
    expect(slugBox()).toHaveAttribute('readonly');
  });

  it('rejects a hand-typed slug that does not match the pattern', async () => {
    const server = mockFetch(editorRoutes());
    const { user } = await renderScreen('/content-management/blog/post/new');
    await user.type(await titleBox(), 'Tips');
    await user.upload(imageInput(), cover());
    await user.click(manualSlug());
    await user.clear(slugBox());
    // Enter submits without leaving the field, so the slug is not tidied first.
    await user.type(slugBox(), 'bad--slug{Enter}');

    expect(await screen.findByText(/may hold only lower-case letters and digits/)).toBeVisible();
    expect(slugBox()).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('asks for an image with "Please upload an image" and sends nothing', async () => {
    const server = mockFetch(editorRoutes());
    const { user } = await renderScreen('/content-management/blog/post/new');
    await user.type(await titleBox(), 'Hiring Tips');
    await save(user, 'Create Post');

    expect(await screen.findByText('Please upload an image')).toBeVisible();
    expect(imageInput()).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses an image that is not .jpg, .jpeg or .png', async () => {
    mockFetch(editorRoutes());
    const { user } = await renderScreen('/content-management/blog/post/new');
    await user.type(await titleBox(), 'Hiring Tips');
    fireEvent.change(imageInput(), {
      target: { files: [new File(['gif'], 'cover.gif', { type: 'image/gif' })] },
    });
    await save(user, 'Create Post');
    expect(await screen.findByText('Choose a .jpg, .jpeg or .png image.')).toBeVisible();
  });

  it('uploads the image, then creates the post with every field, and goes back to the list', async () => {
    const upload = deferred();
    const server = mockFetch(
      editorRoutes({
        'files.uploadImage': async () => {
          await upload.promise;
          return { body: UPLOADED };
        },
      }),
    );
    const { user, location } = await renderScreen('/content-management/blog/post/new?posts_page=2');

    await user.type(await titleBox(), 'Hiring Tips');
    await user.upload(imageInput(), cover());
    await user.type(screen.getByRole('textbox', { name: 'Excerpt' }), 'Five ways.');
    pasteInto(await findEditor('Body'), 'Hire well.');
    await user.click(screen.getByRole('checkbox', { name: 'Is Published?' }));
    await save(user, 'Create Post');

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(server.callsTo('blogPosts.create')).toHaveLength(0);
    upload.resolve();

    expect(await screen.findByText('Blog Post created successfully.')).toBeInTheDocument();
    const [uploadCall] = server.callsTo('files.uploadImage');
    expect((uploadCall?.body as FormData).get('image')).toBeInstanceOf(File);
    expect(server.callsTo('blogPosts.create')[0]?.body).toEqual({
      post_title: 'Hiring Tips',
      slug: 'hiring-tips',
      featured_image: uploadedUrl,
      excerpt: 'Five ways.',
      body: '<p>Hire well.</p>',
      is_published: true,
      is_featured: false,
    });
    expect(await screen.findByRole('heading', { name: 'Content Management' })).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Hiring Tips' })).toBeVisible();
    expect(location()).toBe('/content-management?posts_page=2');
  });

  it("shows the server's sentences or message, and keeps the upload, when the save fails", async () => {
    const server = mockFetch(
      editorRoutes({
        'blogPosts.create': {
          status: 422,
          body: {
            result: false,
            message: 'Some fields are not valid.',
            errors: { body: ['The body field is required; write the post before saving it.'] },
          },
        },
      }),
    );
    const { user, location } = await renderScreen('/content-management/blog/post/new');
    await user.type(await titleBox(), 'Hiring Tips');
    await user.upload(imageInput(), cover());
    await save(user, 'Create Post');

    expect(
      await screen.findByText('The body field is required; write the post before saving it.'),
    ).toBeVisible();
    expect(screen.queryByText('Blog Post created successfully.')).not.toBeInTheDocument();
    expect(location()).toBe('/content-management/blog/post/new');

    server.on('blogPosts.create', {
      status: 409,
      body: { result: false, message: 'A blog post with the slug "hiring-tips" already exists.' },
    });
    await save(user, 'Create Post');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A blog post with the slug "hiring-tips" already exists.',
    );
    // The image uploaded by the first attempt is reused.
    expect(server.callsTo('files.uploadImage')).toHaveLength(1);
    expect(server.callsTo('blogPosts.create')).toHaveLength(2);
  });

  it('shows why the image upload failed and does not create the post', async () => {
    const server = mockFetch(
      editorRoutes({
        'files.uploadImage': {
          status: 415,
          body: { result: false, message: 'The file must be a JPEG, PNG or WebP image.' },
        },
      }),
    );
    const { user } = await renderScreen('/content-management/blog/post/new');
    await user.type(await titleBox(), 'Hiring Tips');
    await user.upload(imageInput(), cover());
    await save(user, 'Create Post');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file must be a JPEG, PNG or WebP image.',
    );
    expect(imageInput()).toHaveAccessibleDescription(
      expect.stringContaining('The file must be a JPEG, PNG or WebP image.'),
    );
    expect(server.callsTo('blogPosts.create')).toHaveLength(0);
  });
});

describe('BlogPostEditorScreen (existing post)', { timeout: 20_000 }, () => {
  it('loads the post under "Edit Blog Post" and updates it without a new image', async () => {
    const server = mockFetch(editorRoutes());
    const { user, location } = await renderScreen('/content-management/blog/post/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Edit Blog Post - /));
    const title = await titleBox();
    expect(title).toHaveValue('Hiring Tips');
    // The saved slug is kept while the title changes, so the post's address stays the same.
    expect(slugBox()).toHaveValue('hiring-tips-2');
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      fullPost.featured_image,
    );
    expect(await findEditor('Body')).toHaveTextContent('Hire well.');
    expect(screen.getByRole('checkbox', { name: 'Is Featured?' })).toBeChecked();

    await user.type(title, ' Now');
    expect(slugBox()).toHaveValue('hiring-tips-2');
    await user.click(screen.getByRole('checkbox', { name: 'Is Featured?' }));
    await save(user, 'Update Post');

    expect(await screen.findByText('Blog Post updated successfully.')).toBeInTheDocument();
    const [call] = server.callsTo('blogPosts.update');
    expect(call?.path).toBe('/api/admin/blogposts/7');
    expect(call?.body).toEqual({
      post_title: 'Hiring Tips Now',
      slug: 'hiring-tips-2',
      excerpt: 'Five ways to hire well.',
      body: '<p>Hire well.</p>',
      is_published: true,
      is_featured: false,
      _method: 'PUT',
    });
    expect(server.callsTo('files.uploadImage')).toHaveLength(0);
    await waitFor(() => expect(location()).toBe('/content-management'));
  });

  it('keeps the title required, and stays with the message when the update fails', async () => {
    const server = mockFetch(
      editorRoutes({
        'blogPosts.update': {
          status: 500,
          body: { result: false, message: 'Something went wrong.' },
        },
      }),
    );
    const { user, location } = await renderScreen('/content-management/blog/post/7');
    const title = await titleBox();
    await user.clear(title);
    await save(user, 'Update Post');
    expect(await screen.findByText('The title field is required.')).toBeVisible();
    expect(server.callsTo('blogPosts.update')).toHaveLength(0);

    await user.type(title, 'Hiring Tips');
    await save(user, 'Update Post');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(server.callsTo('blogPosts.update')).toHaveLength(1);
    expect(screen.queryByText('Blog Post updated successfully.')).not.toBeInTheDocument();
    expect(location()).toBe('/content-management/blog/post/7');
  });

  it('shows a load failure with the server message', async () => {
    mockFetch(
      editorRoutes({
        'blogPosts.get': {
          status: 404,
          body: { result: false, message: 'No blog post has this id.' },
        },
      }),
    );
    await renderScreen('/content-management/blog/post/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('No blog post has this id.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
