import { useTranslation } from 'react-i18next';
import { ROLES, type StaffRole } from '../stores/staff-store';

/** The role a staff member has, chosen from the platform's roles in words (adding and editing staff). */
export function RoleChoice({ value, onChange }: { value: StaffRole; onChange: (role: StaffRole) => void }) {
  const { t } = useTranslation();
  return (
    <label className="bo-field">
      <span>{t('staff.role')}</span>
      <select
        value={value}
        onChange={(event) => onChange(ROLES.find((r) => r === event.target.value) ?? value)}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
