import { App, Flex, Modal, Select, Spin, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { toApiError, useAllEmployeesInfiniteQuery, useAssignLeadMutation, type ApiError, type Lead } from '@zrm/api';
import { useTranslation } from '@zrm/i18n';
import { ErrorAlert } from '@zrm/ui';
import { useMemo, useState, type UIEvent } from 'react';

interface Props {
  lead: Lead | null;
  onClose: () => void;
}

/**
 * Pick an employee (GET /employee/all, paged as the list scrolls) and assign the lead
 * (POST /lead/assign/{id}); the list refreshes through cache invalidation.
 */
export function AssignLeadModal({ lead, onClose }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [picked, setPicked] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const employees = useAllEmployeesInfiniteQuery(lead ? undefined : skipToken);
  const [assign, { isLoading: assigning }] = useAssignLeadMutation();

  const options = useMemo(
    () =>
      (employees.data?.pages ?? [])
        .flatMap((page) => page.items)
        .map((user) => ({ value: user.user_id, label: user.name, title: user.name, email: user.email })),
    [employees.data],
  );

  const close = () => {
    setPicked(null);
    setFailure(null);
    onClose();
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    const nearEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 48;
    if (nearEnd && employees.hasNextPage && !employees.isFetchingNextPage) void employees.fetchNextPage();
  };

  const submit = async () => {
    if (!lead || !picked) return;
    setFailure(null);
    const result = await assign({ id: lead.lead_id, assignLeadRequest: { assignee_id: picked } });
    if ('error' in result && result.error) {
      setFailure(toApiError(result.error));
      return;
    }
    const name = options.find((o) => o.value === picked)?.label ?? picked;
    notification.success({ title: t('leads.assigned', { id: lead.lead_id, name }), key: `assigned-${lead.lead_id}` });
    close();
  };

  return (
    <Modal
      open={lead !== null}
      title={lead ? t('leads.assignTitle', { id: lead.lead_id }) : ''}
      okText={t('leads.assign')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={close}
      okButtonProps={{ disabled: !picked, 'data-testid': 'assign-confirm' }}
      confirmLoading={assigning}
      destroyOnHidden
      data-testid="assign-modal"
    >
      <Flex vertical gap={12}>
        {employees.isError && <ErrorAlert error={toApiError(employees.error)} message={t('leads.employeesFailed')} testId="employees-error" />}
        <Select<string>
          showSearch={{ optionFilterProp: 'label' }}
          autoFocus
          style={{ width: '100%' }}
          placeholder={t('leads.selectEmployee')}
          aria-label={t('leads.selectEmployee')}
          value={picked ?? lead?.assignee?.user_id ?? undefined}
          onChange={setPicked}
          options={options}
          optionRender={(option) => (
            <Flex vertical>
              <span>{option.data.label}</span>
              <Typography.Text type="secondary" style={{ fontSize: '0.8em' }}>
                {option.data.email}
              </Typography.Text>
            </Flex>
          )}
          loading={employees.isFetching}
          onPopupScroll={onScroll}
          notFoundContent={employees.isFetching ? <Spin size="small" /> : undefined}
          popupRender={(menu) => (
            <>
              {menu}
              {employees.isFetchingNextPage && <div style={{ padding: 8 }}>{t('leads.loadMore')}</div>}
            </>
          )}
          data-testid="assign-select"
        />
        {failure && <ErrorAlert error={failure} testId="assign-error" />}
      </Flex>
    </Modal>
  );
}
