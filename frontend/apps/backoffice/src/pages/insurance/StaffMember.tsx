import { selectUser, useAppSelector } from '@zrm/api';

/**
 * An employee the insurance service names by id (the seller, an event's actor): by the name the
 * service's register of staff members gives (`created_by_name`, `actor_name`), else the signed-in
 * employee by name, else by the id, as there is no name lookup open to every employee.
 */
export function StaffMember({ id, name }: { id: string; name?: string | null }) {
  const user = useAppSelector(selectUser);
  const shown = name || (user && user.user_id === id ? user.name : id);
  return <span title={id}>{shown}</span>;
}
