import { useState } from 'react';
import { useDocumentTitle } from '@voltdesk/app-core';
import { contentEndpoints, messageOf, type MediaView } from '@voltdesk/contracts';
import { ListView, pageQuery, toastDeleted, useListParams, type Column } from '@voltdesk/app-core/ui';
import { Card, PageHeader } from '../../shared/page';
import { AltTextModal } from './alt-text-modal';
import { useDeleteMediaMutation, useMediaQuery } from './media-api';
import { formatBytes, formatPixels, formatUse } from './media-format';
import { UploadMediaForm } from './upload-media-form';
import './media.css';

const columns: Column<MediaView>[] = [
  {
    header: 'Image',
    cell: (m) => <img className="cms-media__thumb" src={m.url} alt={m.alt} loading="lazy" />,
  },
  {
    header: 'File',
    cell: (m) => (
      <>
        <a href={m.url} target="_blank" rel="noreferrer" className="cms-media__file">
          {m.file.slice(0, 12)}…{m.file.slice(m.file.lastIndexOf('.'))}
        </a>
        <div className="cms-media__meta">
          {[m.type, formatBytes(m.size), formatPixels(m)].filter(Boolean).join(' · ')}
        </div>
      </>
    ),
  },
  {
    header: 'Alt text',
    cell: (m) => m.alt || <span className="cms-media__missing">No alt text</span>,
  },
  {
    header: 'Used by',
    cell: (m) =>
      m.used_by.length === 0 ? (
        'Not used'
      ) : (
        <ul className="cms-media__uses">
          {m.used_by.map((u) => (
            <li key={`${u.kind}-${u.id}`}>{formatUse(u)}</li>
          ))}
        </ul>
      ),
  },
];

/**
 * Media library: every image svc-content stores, a server page at a time (searchable by
 * file name and alt text), with its size, pixels, alt text and the records that show it. Alt text can be
 * changed; an image is deleted after confirmation, and the server refuses (naming the users) while a
 * record still shows it.
 */
export default function MediaLibraryPage() {
  useDocumentTitle('Media library');
  const control = useListParams();
  const list = useMediaQuery(pageQuery(control.params));
  const [remove] = useDeleteMediaMutation();
  const [editing, setEditing] = useState<MediaView | null>(null);
  return (
    <div className="cms-screen">
      <PageHeader title="Media library" />
      <Card title="Upload an image">
        <UploadMediaForm />
      </Card>
      <Card>
        <ListView
          caption="Images"
          columns={columns}
          rowKey={(m) => m.file}
          control={control}
          result={list}
          emptyText="No image has been uploaded yet."
          searchLabel="Search images"
          searchPlaceholder="Alt text or file name"
          actions={{
            name: (m) => m.alt || m.file,
            onEdit: setEditing,
            onDelete: (m) => toastDeleted(remove({ file: m.file }), messageOf(contentEndpoints.deleteMedia)),
          }}
        />
      </Card>
      {editing ? <AltTextModal image={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
