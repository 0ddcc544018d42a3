import { Kbd, Modal, Table } from '@mantine/core';
import { KEYBOARD_SHORTCUTS, TEXTS } from '@logi/shared';
import { InMantine } from '../../lib/MantineScope.tsx';

type Props = { opened: boolean; onClose: () => void };

/** The list of keyboard shortcuts (`?`), loaded on first use with Mantine. */
export function ShortcutsDialog({ opened, onClose }: Props) {
  return (
    <InMantine>
      <Modal
        opened={opened}
        onClose={onClose}
        title={KEYBOARD_SHORTCUTS.title}
        closeButtonProps={{ 'aria-label': TEXTS.close }}
      >
        <Table>
          <Table.Tbody>
            {KEYBOARD_SHORTCUTS.items.map((item) => (
              <Table.Tr key={item.keys}>
                <Table.Td w={80}>
                  <Kbd>{item.keys}</Kbd>
                </Table.Td>
                <Table.Td>{item.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </InMantine>
  );
}
