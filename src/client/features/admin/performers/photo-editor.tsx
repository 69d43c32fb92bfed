import { type ChangeEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { PhotoUploadError, uploadPhoto } from './api';

const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** docs/product.md, Forms: what may be pasted as an external photo. Answers a toast to show, or null when fine. */
export function externalUrlProblem(url: string): { title: string; description?: string } | null {
  if (url.startsWith('/objects/')) {
    return {
      title: 'Invalid URL type',
      description: 'Use Upload for internal objects; paste only external image URLs',
    };
  }
  if (!/^https?:\/\/\S+$/i.test(url)) return { title: 'Invalid URL format' };
  return null;
}

/** Photos by upload or external URL; the first is the main photo; reorder with the arrow buttons. */
export function PhotoEditor({ photos, onChange }: { photos: string[]; onChange: (photos: string[]) => void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState('');
  const [uploading, setUploading] = useState(false);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({
        title: 'Invalid file type',
        description: 'Please select an image file (JPG, PNG, etc.)',
        variant: 'destructive',
      });
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      toast({ title: 'File too large', description: 'Please select a file smaller than 5MB', variant: 'destructive' });
      return;
    }
    setUploading(true);
    try {
      const objectPath = await uploadPhoto(file);
      onChange([...photos, objectPath]);
      toast({ title: 'Photo uploaded', description: photos.length === 0 ? 'It is the main photo.' : undefined });
    } catch (err) {
      const e =
        err instanceof PhotoUploadError ? err : new PhotoUploadError('Upload failed', 'Failed to get upload URL');
      toast({ title: e.title, description: e.message, variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  }

  function addUrl() {
    const value = url.trim();
    const problem = externalUrlProblem(value);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    if (!photos.includes(value)) onChange([...photos, value]);
    setUrl('');
  }

  const move = (from: number, to: number) => {
    const next = [...photos];
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    onChange(next);
  };

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-zinc-200">Photos</legend>
      {photos.length > 0 ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, i) => (
            <li key={photo} className="rounded-lg bg-zinc-900 p-2 ring-1 ring-zinc-700">
              <img src={photo} alt="" className="aspect-[3/4] w-full rounded object-cover" />
              <p className="mt-1 text-xs text-zinc-300">{i === 0 ? 'Main photo' : `Photo ${i + 1}`}</p>
              <div className="mt-1 flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Move photo ${i + 1} earlier`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  ←
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Move photo ${i + 1} later`}
                  disabled={i === photos.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  →
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove photo ${i + 1}`}
                  onClick={() => onChange(photos.filter((_, j) => j !== i))}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-zinc-400">No photos yet. The first photo added is the main photo.</p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label="Photo file"
          tabIndex={-1}
          onChange={onFile}
        />
        <Button variant="secondary" size="sm" disabled={uploading} onClick={() => fileInput.current?.click()}>
          {uploading ? 'Uploading…' : 'Upload Photo'}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="External photo URL"
          className="min-w-56 flex-1"
          placeholder="https://…"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              addUrl();
            }
          }}
        />
        <Button variant="secondary" size="md" onClick={addUrl}>
          Add URL
        </Button>
      </div>
    </fieldset>
  );
}
