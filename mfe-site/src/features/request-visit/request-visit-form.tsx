import { LEAD_MESSAGES, type LeadDay } from '@voltdesk/contracts';
import { TextInput } from '../../shared/text-input';
import { DAY_LABELS, DAYS, PHOTO_TYPES } from './request-form-model';
import { useRequestForm } from './use-request-form';

/** What the service list offers besides the site's services. */
export const OTHER_SERVICE = 'Something else';

/** A field's first error, with the id its control points to (`aria-describedby`). */
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="vs-field__error">
      {error}
    </p>
  ) : null;
}

function ServiceField(props: {
  services: readonly string[];
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const { services, value, onChange, error } = props;
  return (
    <div className="vs-field">
      <label className="vs-label" htmlFor="rv-service">
        Service <span aria-hidden="true">*</span>
      </label>
      <select
        id="rv-service"
        name="service"
        className={`vs-input${error ? ' vs-input--invalid' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'rv-service-error' : undefined}
      >
        <option value="">Choose a service</option>
        {services.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
        <option value={OTHER_SERVICE}>{OTHER_SERVICE}</option>
      </select>
      <FieldError id="rv-service-error" error={error} />
    </div>
  );
}

function DaysField({
  days,
  toggle,
  error,
}: {
  days: LeadDay[];
  toggle: (d: LeadDay) => void;
  error?: string;
}) {
  return (
    <fieldset className="vs-request__days" aria-describedby={error ? 'rv-days-error' : undefined}>
      <legend className="vs-label">Preferred days for a visit (optional)</legend>
      {DAYS.map((day) => (
        <label key={day} className="vs-request__day">
          <input
            type="checkbox"
            name="preferred_days"
            value={day}
            checked={days.includes(day)}
            onChange={() => toggle(day)}
          />{' '}
          {DAY_LABELS[day]}
        </label>
      ))}
      <FieldError id="rv-days-error" error={error} />
    </fieldset>
  );
}

function PhotosField(props: { onPick: (files: File[]) => void; error?: string }) {
  const { onPick, error } = props;
  return (
    <div className="vs-field">
      <label className="vs-label" htmlFor="rv-photos">
        Photos (optional, up to 5: JPEG, PNG, WebP or GIF, 5 MB each)
      </label>
      <input
        id="rv-photos"
        name="photos"
        type="file"
        multiple
        accept={PHOTO_TYPES.join(',')}
        className="vs-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'rv-photos-error' : undefined}
        onChange={(e) => onPick(Array.from(e.target.files ?? []))}
      />
      <FieldError id="rv-photos-error" error={error} />
    </div>
  );
}

/** The honeypot: off screen and out of the accessibility tree and tab order; people leave it empty. */
function Honeypot({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <div className="vs-request__hp" aria-hidden="true">
      <label htmlFor="rv-website">Leave this field empty</label>
      <input
        id="rv-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id="rv-website-error" error={error} />
    </div>
  );
}

export interface RequestVisitFormProps {
  /** The site's services, by title. */
  services: readonly string[];
  /** The service the visitor came from (its page's button), picked until they choose another. */
  initialService?: string;
}

/**
 * The job request form: service, what is needed, the site's address and postcode, preferred days, up to 5
 * photos, name, phone and e-mail. Server-rendered: the submit stays disabled until the script runs and
 * svc-pos has given the form its token (the browser's own submission would lose what was typed).
 */
export function RequestVisitForm({ services, initialService }: RequestVisitFormProps) {
  const { formRef, ...f } = useRequestForm(initialService);
  const field = (name: 'description' | 'address' | 'postcode' | 'name' | 'phone' | 'email') => ({
    name,
    value: f.values[name],
    onChange: f.set(name),
    error: f.errors[name],
  });
  const daysError = Object.entries(f.errors).find(([k]) => k.startsWith('preferred_days'))?.[1];
  // The honeypot's refusal is shown here too: its own field is off screen (a browser's autofill may fill it).
  const alert = f.errors.form ?? f.errors.form_token ?? f.errors.website;
  return (
    <form
      ref={formRef}
      className="vs-form vs-request"
      onSubmit={f.onSubmit}
      noValidate
      aria-labelledby="vs-request-title"
    >
      <h2 id="vs-request-title" className="vs-section__title">
        Tell us about the job
      </h2>
      {f.sent ? (
        <p className="vs-request__sent" role="status">
          {LEAD_MESSAGES.sent} We have e-mailed you a copy.
        </p>
      ) : null}
      <ServiceField
        services={services}
        value={f.values.service}
        onChange={f.set('service')}
        error={f.errors.service}
      />
      <TextInput id="rv-description" label="What do you need?" multiline {...field('description')} />
      <div className="vs-form__grid">
        <TextInput id="rv-address" label="Site address" {...field('address')} autoComplete="street-address" />
        <TextInput id="rv-postcode" label="Postcode" {...field('postcode')} autoComplete="postal-code" />
      </div>
      <DaysField days={f.days} toggle={f.toggleDay} error={daysError} />
      <PhotosField key={f.photoKey} onPick={f.pickPhotos} error={f.errors.photos} />
      <div className="vs-form__grid">
        <TextInput id="rv-name" label="Name" {...field('name')} autoComplete="name" />
        <TextInput id="rv-phone" label="Phone" type="tel" {...field('phone')} autoComplete="tel" />
        <TextInput id="rv-email" label="E-mail" type="email" {...field('email')} autoComplete="email" />
      </div>
      <Honeypot value={f.values.website} onChange={f.set('website')} error={f.errors.website} />
      {alert ? (
        <p className="vs-field__error" role="alert">
          {alert}
        </p>
      ) : null}
      <button type="submit" className="vs-btn vs-btn--primary vs-btn--lg" disabled={!f.ready || f.isLoading}>
        {f.isLoading ? 'Sending…' : 'Send request'}
      </button>
    </form>
  );
}
