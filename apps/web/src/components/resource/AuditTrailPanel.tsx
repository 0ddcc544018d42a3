import { Group, List, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime, TEXTS, type AuditEntryDto, type AuditResource } from '@logi/shared';
import { QueryState, TableSkeleton } from '../ui/index.ts';
import { useAuditTrail } from './api/get-audit-trail.ts';
import { auditActionLabel, auditValueText } from './audit-values.ts';
import { pagerLabelProps } from './paging-props.ts';

export type AuditTrailPanelProps = {
  resource: AuditResource;
  recordId: number;
  /** Field (camelCase, as in the DTO) → its label on the form; unknown fields show their name. */
  fieldLabels: Record<string, string>;
  /** A field's value as the form shows it (e.g. a code → its label); auditValueText otherwise. */
  formatValue?: (field: string, value: unknown) => string | undefined;
};

function ChangeList({
  entry,
  fieldLabels,
  formatValue,
}: { entry: AuditEntryDto } & Omit<AuditTrailPanelProps, 'resource' | 'recordId'>) {
  const text = (field: string, value: unknown) =>
    formatValue?.(field, value) ?? auditValueText(value);
  return (
    <List size="sm" spacing={2} listStyleType="none">
      {Object.entries(entry.changes).map(([field, change]) => (
        <List.Item key={field}>
          <Text span size="sm" fw={700}>
            {fieldLabels[field] ?? field}
          </Text>
          ：
          {entry.action === 'create'
            ? text(field, change.to)
            : entry.action === 'delete'
              ? text(field, change.from)
              : `${text(field, change.from)} → ${text(field, change.to)}`}
        </List.Item>
      ))}
    </List>
  );
}

/** 変更履歴 of a record, newest first: when, who, what was done and each field from → to. */
export function AuditTrailPanel({
  resource,
  recordId,
  fieldLabels,
  formatValue,
}: AuditTrailPanelProps) {
  const [page, setPage] = useState(1);
  const trail = useAuditTrail(resource, recordId, page);
  return (
    <Stack gap="sm" component="section" aria-labelledby="audit-trail-title">
      <Title order={2} size="h4" id="audit-trail-title">
        {TEXTS.auditTrail}
      </Title>
      <QueryState
        query={trail}
        skeleton={<TableSkeleton rows={3} columns={4} />}
        isEmpty={(data) => data.total === 0}
      >
        {(data) => (
          <Stack gap="sm">
            <Table.ScrollContainer minWidth={640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={170}>日時</Table.Th>
                    <Table.Th w={140}>ユーザー</Table.Th>
                    <Table.Th w={70}>操作</Table.Th>
                    <Table.Th>変更内容</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.data.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{formatDateTime(entry.createdAt)}</Table.Td>
                      <Table.Td>{entry.userName ?? '—'}</Table.Td>
                      <Table.Td>{auditActionLabel(entry.action)}</Table.Td>
                      <Table.Td>
                        <ChangeList
                          entry={entry}
                          fieldLabels={fieldLabels}
                          formatValue={formatValue}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {data.lastPage > 1 ? (
              <Group justify="center">
                <Pagination
                  total={data.lastPage}
                  value={data.currentPage}
                  onChange={setPage}
                  aria-label="変更履歴のページ"
                  {...pagerLabelProps}
                />
              </Group>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
