import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the visual editor understands; stores/sites/cms-visual.ts lists the same markup, so a page holding
 * anything else opens as HTML instead of losing it here. Links keep the attributes they had (the link
 * extension would otherwise add target and rel to every one).
 */
const EXTENSIONS = [
  StarterKit.configure({
    link: {
      openOnClick: false,
      protocols: ['mailto', 'tel'],
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
  Image.configure({ inline: true }),
];

/**
 * A CMS page's text as formatted text: the toolbar's buttons, and the HTML it writes handed to
 * `onChange` on every change. The platform sanitises what is saved, as for HTML typed by hand. `html` is
 * read once: the caller gives the editor a new key when the text is replaced from outside (another
 * page or language, or what the platform stored).
 */
export function RichTextEditor({
  html,
  label,
  readOnly,
  onChange,
}: {
  html: string;
  label: string;
  readOnly: boolean;
  onChange: (html: string) => void;
}) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: html,
    editable: !readOnly,
    // Made after the first commit: an editor made while rendering is dropped and made again when the
    // commit comes late (as under Suspense), and what was typed into the first one is lost.
    immediatelyRender: false,
    // The editor's own base styles would come as an injected <style>, which the back office's CSP refuses:
    // styles.css carries them (.bo-rich__area).
    injectCSS: false,
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'bo-rich__area' },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  return (
    <div className="bo-rich">
      {!readOnly && editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      link: current.isActive('link'),
      href: String(current.getAttributes('link')['href'] ?? ''),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons = [
    { name: t('siteWork.richBold'), pressed: state.bold, run: () => chain().toggleBold().run() },
    { name: t('siteWork.richItalic'), pressed: state.italic, run: () => chain().toggleItalic().run() },
    {
      name: t('siteWork.richHeading', { level: 2 }),
      pressed: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      name: t('siteWork.richHeading', { level: 3 }),
      pressed: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    { name: t('siteWork.richBullets'), pressed: state.bullets, run: () => chain().toggleBulletList().run() },
    { name: t('siteWork.richNumbers'), pressed: state.numbers, run: () => chain().toggleOrderedList().run() },
  ];
  return (
    <div className="bo-rich__toolbar" role="toolbar" aria-label={t('siteWork.richToolbar')}>
      {buttons.map((button) => (
        <button
          key={button.name}
          type="button"
          className="bo-button"
          aria-pressed={button.pressed}
          onClick={button.run}
        >
          {button.name}
        </button>
      ))}
      <LinkControl editor={editor} href={state.href} active={state.link} />
    </div>
  );
}

/** The link of the selected text: an address typed beside the toolbar, set or removed. */
function LinkControl({ editor, href, active }: { editor: Editor; href: string; active: boolean }) {
  const { t } = useTranslation();
  const [address, setAddress] = useState(href);
  useEffect(() => setAddress(href), [href]);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const target = address.trim();
    const range = editor.chain().focus().extendMarkRange('link');
    if (target === '') range.unsetLink().run();
    else range.setLink({ href: target }).run();
  };
  return (
    <span className="bo-rich__link">
      <label>
        <span className="bo-visually-hidden">{t('siteWork.richLinkAddress')}</span>
        <input
          type="text"
          inputMode="url"
          placeholder={t('siteWork.richLinkPlaceholder')}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event);
          }}
        />
      </label>
      <button type="button" className="bo-button" onClick={apply}>
        {active ? t('siteWork.richLinkChange') : t('siteWork.richLinkSet')}
      </button>
    </span>
  );
}
