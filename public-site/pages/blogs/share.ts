// Share a post through the device's share sheet; without one, copy the link and say so (in the page's language).
export async function shareBlogPost(
  post: { slug: string; title: string; excerpt: string },
  copied = 'Link copied to clipboard!',
): Promise<void> {
  const url = new URL(`/blog/${post.slug}`, window.location.origin).toString();
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: post.title, text: post.excerpt, url });
    } catch {
      // The visitor closed the share sheet: nothing to do.
    }
    return;
  }
  await copyText(url);
  window.alert(copied);
}

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Older browsers or a denied permission: fall back to a selected text field and the copy command.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  document.execCommand('copy');
  field.remove();
}
