/**
 * Scripts start once the server-rendered page has painted. The page is complete without them, so on a
 * slow phone its text and images (the largest paint) come first and the script downloads do not compete
 * with the stylesheets and the above-the-fold images for the first bytes; hydration follows. The shell's
 * entry scripts (written by the shell's build as `<script defer src>`) and the first view's other scripts
 * (fetched in parallel, so the entry does not discover them one wave at a time) are requested by one
 * small inline script: after the window's load event (stylesheets and above-the-fold images are in) and
 * the first contentful paint (reported once the frame is on screen: on a busy phone that can be well
 * after the frame was drawn). Without paint timing, one frame stands in for it (`requestAnimationFrame`
 * runs just before a frame is drawn, a task queued from it after). A page in a background tab paints
 * nothing, so it starts at once; a slow image holds the scripts a few seconds at most. A page the server
 * did not render (its fallback to rendering in the browser, maintenance) has nothing to paint first: its
 * scripts start at once.
 */
const ENTRY_SCRIPT = /<script\s+(?:defer(?:="defer")?\s+)?src="([^"]+)"\s*><\/script>/g;

/** The shell page without its entry script elements, and their addresses in order. */
export function takeEntryScripts(shellHtml: string): { html: string; entries: string[] } {
  const entries: string[] = [];
  const html = shellHtml.replace(ENTRY_SCRIPT, (_tag, src: string) => {
    entries.push(src);
    return '';
  });
  return { html, entries };
}

/** JSON inside a <script> element: "<" is escaped so no value can close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

// ES5 on purpose: it runs before any polyfill or transpiled code, on every browser the site serves.
// p: scripts to fetch in parallel; e: entry scripts, run in order; w: the longest wait for the load event;
// r: the server rendered the page (else there is nothing to paint first, and the scripts start at once).
// The paint is waited for three times w at most (a page that never paints still comes alive).
// A press on a button before hydration is held (the server's button has no handler yet) and pressed
// again once the page is live: the shell calls window.__wlHydrated() (apps/shell/src/app/App.tsx).
// Text typed, a box ticked or an option chosen before then stays in the field through hydration, but the
// page's store never heard of it: each such field is announced again once live, so the store takes the
// player's value. React's tracker of the field is set to another value through the element's own setter,
// then the field goes back to the player's value and React is told: the prototype's setter and an input
// (or, for a select, change) event for text; a click for a checkbox or the chosen radio (React hears
// those from clicks). Values go first, presses after, so a value typed and then a button pressed arrive
// in that order. The values are read when the shell calls, before anything re-renders a form: announcing
// one field re-renders its form, which would put the store's stale values into the fields not yet
// announced. The announcing runs in a task of its own, since the shell can be called inside React's
// handling of an event (a key typed while the page hydrates makes React finish hydrating in that event),
// where React would put the field back once that event's handlers are done. Until that task, presses are
// still held and fields still noted, so a press cannot reach the page before the values it follows.
// A file field is left alone: its value cannot be set, and setting it would throw and stop the rest.
// A field can also hold a value no event told of (the browser restores fields on a page a player comes
// back to): each field whose value differs from the server's, its default, is announced too. The loader is
// the head's first element (apps/server/src/html.ts), so no key or press on the page comes before it.
// Any touch, press or key also starts the scripts at once: the player wants the page now; but never
// before the whole page has been read (the shell needs all of it, its boot data last).
const LOADER = [
  '(function(p,e,w,r){var d=document,s=0,L=0,q=[],f=[],P=window.PerformanceObserver;',
  'function go(){if(s)return;if(d.readyState==="loading")return d.addEventListener("DOMContentLoaded",go);s=1;',
  'p.forEach(function(h){var l=d.createElement("link");l.rel="preload";l.as="script";l.href=h;d.head.appendChild(l)});',
  'e.forEach(function(h){var t=d.createElement("script");t.src=h;t.async=false;d.head.appendChild(t)})}',
  'function hold(v){var b=v.target&&v.target.closest&&v.target.closest("button,[role=button]");',
  'if(b&&!b.closest("a[href]")){v.preventDefault();v.stopPropagation();q.push(b)}go()}',
  'function typed(v){var t=v.target;if(t&&"value"in t&&t.type!=="file"&&f.indexOf(t)<0)f.push(t)}',
  'function changed(t){return t.type==="checkbox"||t.type==="radio"?t.checked!==t.defaultChecked:t.tagName==="SELECT"?',
  '[].some.call(t.options,function(o){return o.selected!==o.defaultSelected}):t.value!==t.defaultValue}',
  'd.addEventListener("click",hold,true);d.addEventListener("input",typed,true);d.addEventListener("change",typed,true);',
  '["pointerdown","touchstart","keydown"].forEach(function(n){d.addEventListener(n,go,{capture:true,passive:true,once:true})});',
  'window.__wlHydrated=function(){[].forEach.call(d.querySelectorAll("input,textarea,select"),function(t){',
  'if(t.type!=="hidden"&&t.type!=="file"&&f.indexOf(t)<0&&changed(t))f.push(t)});',
  'var m=f.map(function(t){return[t.value,t.checked]});setTimeout(function(){',
  'd.removeEventListener("click",hold,true);d.removeEventListener("input",typed,true);d.removeEventListener("change",typed,true);',
  'f.splice(0).map(function(t,i){var x=m[i]||[t.value,t.checked];return[t,x[0],x[1]]})',
  '.forEach(function(x){var t=x[0],v=x[1],c=x[2],o;if(!t.isConnected)return;',
  'if(t.type==="checkbox"||t.type==="radio"){if(c||t.type==="checkbox"){t.checked=!c;t.click()}return}',
  'o=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),"value");if(!o||!o.set)return;',
  't.value=v?"":" ";o.set.call(t,v);t.dispatchEvent(new Event(t.tagName==="SELECT"?"change":"input",{bubbles:true}))});',
  'q.splice(0).forEach(function(b){if(b.isConnected)b.click()})},0)};',
  'function frame(){requestAnimationFrame(function(){setTimeout(go,0)})}',
  'function loaded(){if(L)return;L=1;if(d.visibilityState!=="visible"||!window.requestAnimationFrame)return go();',
  'if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return frame();',
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})',
  '.observe({type:"paint",buffered:true})}',
  'if(!r)return go();setTimeout(loaded,w);setTimeout(go,3*w);if(d.readyState==="complete")loaded();else window.addEventListener("load",loaded)})',
].join('');

/** The longest the scripts wait for the page's load event, in milliseconds (a stalled image). */
const LOAD_WAIT_LIMIT_MS = 4000;

/**
 * The inline element that starts the page's scripts after the first paint: `preload` are fetched in
 * parallel, `entries` run in order.
 * @param nonceAttribute ` nonce="…"` (the page's CSP nonce) or ''
 * @param rendered the page carries the server's render of #root
 */
export function scriptLoader(
  preload: readonly string[],
  entries: readonly string[],
  nonceAttribute: string,
  rendered: boolean,
): string {
  if (entries.length === 0) return '';
  return `<script${nonceAttribute}>${LOADER}(${scriptJson(preload)},${scriptJson(entries)},${LOAD_WAIT_LIMIT_MS},${rendered ? 1 : 0})</script>`;
}
