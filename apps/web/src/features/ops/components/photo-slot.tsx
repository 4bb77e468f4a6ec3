// One photo of an inspection, taken with the phone's camera: its label is the button that opens the camera, the photo
// as saved beside it (opening it whole), and while it uploads the picture as taken with what is happening. The server
// checks, resizes and strips the photo; its refusal ("This file is not a photo.", too large) is shown here.
import type { InspectionPhoto } from '@motomitra/domain/inspections';
import { useId, useState } from 'react';
import { errorText } from '../../../components/http.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { useUploadPhoto } from '../inspections-api.ts';

/** The picture as taken, to show while it uploads: a data: URL, which the pages' CSP allows (blob: it does not). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function PhotoSlot(props: {
  orderId: string;
  inspectionId: string;
  /** front, back, …, or the checklist item's key. */
  slot: string;
  /** What the photo shows, in words ("Front", "Brakes"). */
  name: string;
  photo: Pick<InspectionPhoto, 'url'> | null;
  disabled: boolean;
  /** A photo that may be left out (a checklist item's): no empty frame holds its place, only the camera's button. */
  optional?: boolean;
}) {
  const id = useId();
  const upload = useUploadPhoto(props.orderId, props.inspectionId, props.slot);
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const label = opsText('ops.inspection.photoOf', { slot: props.name });

  const onPick = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same photo may be chosen again after a refusal: the input forgets it.
    e.target.value = '';
    if (!file) return;
    setError('');
    setStatus(opsText('ops.inspection.uploading', { slot: props.name }));
    setPreview(await readAsDataUrl(file).catch(() => null));
    try {
      await upload.mutateAsync(file);
      setStatus(opsText('ops.inspection.photoSaved', { slot: props.name }));
    } catch (err) {
      setStatus('');
      setError(errorText(err, opsText('ops.inspection.uploadFailed')));
    } finally {
      setPreview(null);
    }
  };

  return (
    <div className={`photo-slot${error ? ' photo-slot--refused' : ''}`}>
      <div className="photo-slot__frame" hidden={props.optional && !preview && !props.photo}>
        {preview ? (
          <img src={preview} alt={opsText('ops.inspection.previewAlt', { slot: props.name })} />
        ) : props.photo ? (
          <a href={props.photo.url}>
            <img src={props.photo.url} alt={opsText('ops.inspection.savedAlt', { slot: props.name })} />
          </a>
        ) : (
          <span className="muted">{opsText('ops.inspection.noPhoto')}</span>
        )}
      </div>
      <input
        id={id}
        className="photo-slot__input visually-hidden"
        type="file"
        accept="image/*"
        capture="environment"
        // Not off while uploading: the input keeps the focus, and a photo taken again goes after the first.
        disabled={props.disabled}
        aria-describedby={`${id}-status ${id}-error`}
        onChange={onPick}
      />
      <label htmlFor={id} className="button button--small photo-slot__pick">
        {label}
      </label>
      <p id={`${id}-status`} className="photo-slot__status muted" role="status">
        {status}
      </p>
      <p id={`${id}-error`} className="form__error" role="alert">
        {error}
      </p>
    </div>
  );
}
