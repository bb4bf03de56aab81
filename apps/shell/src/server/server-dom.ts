import { DOMParser as HtmlParser, parseHTML } from 'linkedom';

/**
 * The DOM parsing a server render needs: the CMS sanitiser and the content pages' splitting parse HTML
 * with DOMParser and read Node's constants, as in the browser. linkedom provides both; it wants a whole
 * document, so a fragment (`<!doctype html><body>...`) is wrapped in <html>. Server build only: the
 * browser has its own.
 */
class ServerDomParser {
  parseFromString(text: string, type: 'text/html' | 'image/svg+xml' | 'text/xml'): Document {
    const whole = /<html[\s>]/i.test(text)
      ? text
      : `<!doctype html><html>${text.replace(/^<!doctype html>/i, '')}</html>`;
    return new HtmlParser().parseFromString(whole, type) as unknown as Document;
  }
}

const scope = globalThis as { DOMParser?: unknown; Node?: unknown };
scope.DOMParser ??= ServerDomParser;
scope.Node ??= parseHTML('<html></html>').Node;
