import { fireEvent, screen, within } from '@testing-library/react';
import { formatDate } from '@wl/i18n';
import { englishMessages, ok, type Answer } from '@wl/testing';
import { renderContent, unavailable } from '../../testing/content';

beforeAll(() => englishMessages());

const DAY = 24 * 60 * 60 * 1000;
const BASE = Date.UTC(2025, 4, 20, 12);

/** The platform's announcement: n days before the base date, titled by its number. */
function announcement(n: number, content = `<p>Body ${n}</p>`) {
  return {
    id: n,
    en_title: `News ${n}`,
    local_title: `Tin ${n}`,
    en_content: content,
    local_content: `<p>Nội dung ${n}</p>`,
    published_at: new Date(BASE - n * DAY).toISOString(),
  };
}

const answering = (answer: Answer) => (path: string) =>
  path === 'home/fetch_announment' ? answer : undefined;

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('/news', () => {
  it('lists the announcements newest first, ten to a page, with a paginator', async () => {
    // Sent oldest first: the page still shows the newest on top.
    const list = Array.from({ length: 12 }, (_, i) => announcement(12 - i));
    renderContent('news', { handler: answering(ok({ value: list })) });

    expect(await screen.findByRole('heading', { level: 2, name: 'News 1' })).toBeInTheDocument();
    expect(titles()).toEqual(Array.from({ length: 10 }, (_, i) => `News ${i + 1}`));

    const pager = screen.getByRole('navigation', { name: 'News pages' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(titles()).toEqual(['News 11', 'News 12']);
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toHaveFocus();

    fireEvent.click(within(pager).getByRole('button', { name: 'Page 1' }));
    expect(titles()[0]).toBe('News 1');
  });

  it('shows no paginator for ten announcements or fewer', async () => {
    renderContent('news', { handler: answering(ok({ value: [announcement(1), announcement(2)] })) });
    expect(await screen.findByText('News 2')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('dates each announcement in the player’s locale, and shows the local text', async () => {
    renderContent('news', { language: 'VI', handler: answering(ok({ value: [announcement(3)] })) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Tin 3' })).toBeInTheDocument();
    expect(screen.getByText('Nội dung 3')).toBeInTheDocument();
    const iso = new Date(BASE - 3 * DAY).toISOString();
    const time = screen.getByText(formatDate(iso, 'VI'));
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', iso);
    expect(formatDate(iso, 'VI')).not.toBe(formatDate(iso, 'EN'));
  });

  it('never lets a script or an event handler of an announcement into the page', async () => {
    const hostile =
      '<p onclick="steal()">Read this</p><script>window.stolen = true</script>' +
      '<img src="x" onerror="steal()" alt="x"><a href="javascript:steal()">link</a>';
    renderContent('news', { handler: answering(ok({ value: [announcement(1, hostile)] })) });
    const text = await screen.findByText('Read this');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onclick], [onerror]')).toBeNull();
    expect(text).not.toHaveAttribute('onclick');
    expect(screen.getByText('link')).not.toHaveAttribute('href');
    expect((window as Window & { stolen?: boolean }).stolen).toBeUndefined();
  });

  it('says so when there is no news', async () => {
    renderContent('news', { handler: answering(ok({ value: [] })) });
    expect(await screen.findByText('There is no news yet.')).toBeInTheDocument();
  });

  it('offers a retry when the service is away, and shows the news once it answers', async () => {
    let answer = unavailable;
    const { calls } = renderContent('news', { handler: (path) => answering(answer)(path) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This content could not be loaded right now.');
    answer = ok({ value: [announcement(1)] });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('News 1')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'home/fetch_announment')).toHaveLength(2);
  });
});
