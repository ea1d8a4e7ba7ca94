import { selectUser, useAppSelector } from '@zrm/api';

/**
 * An employee the insurance service names by id (the seller, an event's actor): the signed-in
 * employee by name; anyone else by the id, as there is no name lookup open to every employee.
 */
export function StaffMember({ id }: { id: string }) {
  const user = useAppSelector(selectUser);
  return <span title={id}>{user && user.user_id === id ? user.name : id}</span>;
}
