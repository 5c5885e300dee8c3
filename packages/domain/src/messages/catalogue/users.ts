import type { MessageText } from '../message-text.js';

/** User administration (spec 1 §2–§4, §6; issue 15): statuses, actions, refusals and the invitation mail. */
export const userMessages = {
  user_status_active: { en: 'Active', uk: 'Активний', ru: 'Активен' },
  user_status_blocked_by_manager: {
    en: 'Blocked by manager',
    uk: 'Заблоковано менеджером',
    ru: 'Заблокирован менеджером',
  },
  user_status_blocked_by_admin: {
    en: 'Blocked by administrator',
    uk: 'Заблоковано адміністратором',
    ru: 'Заблокирован администратором',
  },
  user_status_removed: { en: 'Removed', uk: 'Видалено', ru: 'Удалён' },
  user_status_registration_not_completed: {
    en: 'Registration not completed',
    uk: 'Реєстрацію не завершено',
    ru: 'Регистрация не завершена',
  },

  user_action_reinvite: { en: 'Re-invite', uk: 'Запросити повторно', ru: 'Пригласить повторно' },
  user_action_activate: { en: 'Activate', uk: 'Активувати', ru: 'Активировать' },
  user_action_block: { en: 'Block', uk: 'Заблокувати', ru: 'Заблокировать' },
  user_action_remove: { en: 'Remove', uk: 'Видалити', ru: 'Удалить' },
  user_action_recover: { en: 'Recover', uk: 'Відновити', ru: 'Восстановить' },
  user_action_block_by_admin: {
    en: 'Block by administrator',
    uk: 'Заблокувати адміністратором',
    ru: 'Заблокировать администратором',
  },
  user_action_unblock: { en: 'Unblock', uk: 'Розблокувати', ru: 'Разблокировать' },

  user_email_invalid: { en: 'invalid e-mail', uk: 'некоректний e-mail', ru: 'некорректный e-mail' },
  user_email_free_mail: {
    en: 'a personal mailbox of a public mail service is not allowed: enter the work e-mail',
    uk: 'особиста скринька публічної поштової служби не дозволена: введіть робочий e-mail',
    ru: 'личный ящик публичной почтовой службы не допускается: введите рабочий e-mail',
  },
  user_email_group_mailbox: {
    en: 'a group mailbox (info@, office@, support@…) is not allowed: enter the person’s own work e-mail',
    uk: 'групова скринька (info@, office@, support@…) не дозволена: введіть власний робочий e-mail працівника',
    ru: 'групповой ящик (info@, office@, support@…) не допускается: введите собственный рабочий e-mail сотрудника',
  },
  user_email_foreign_domain: {
    en: 'the e-mail must belong to one of the organisation’s domains',
    uk: 'e-mail має належати одному з доменів організації',
    ru: 'e-mail должен принадлежать одному из доменов организации',
  },
  user_email_no_domains: {
    en: 'the organisation has no e-mail domains yet: ask the administrator to set them',
    uk: 'для організації ще не задано поштових доменів: зверніться до адміністратора',
    ru: 'для организации ещё не заданы почтовые домены: обратитесь к администратору',
  },
  user_email_change_admin_only: {
    en: 'Only an administrator can change a user’s e-mail',
    uk: 'Змінити e-mail користувача може лише адміністратор',
    ru: 'Изменить e-mail пользователя может только администратор',
  },
  user_login_taken: {
    en: 'The login {login} is already taken',
    uk: 'Логін {login} уже зайнятий',
    ru: 'Логин {login} уже занят',
  },
  user_reason_required: { en: 'enter the reason', uk: 'вкажіть причину', ru: 'укажите причину' },
  user_action_not_allowed: {
    en: '“{action}” is not possible for a user in status “{status}”',
    uk: 'Дія «{action}» неможлива для користувача в статусі «{status}»',
    ru: 'Действие «{action}» невозможно для пользователя в статусе «{status}»',
  },
  user_last_manager: {
    en: 'This is the last active manager of the organisation: appoint another manager first',
    uk: 'Це останній активний менеджер організації: спочатку призначте іншого менеджера',
    ru: 'Это последний активный менеджер организации: сначала назначьте другого менеджера',
  },
  user_self_lockout: {
    en: 'You cannot block, remove or demote yourself',
    uk: 'Ви не можете заблокувати, видалити себе або зняти з себе роль менеджера',
    ru: 'Вы не можете заблокировать, удалить себя или снять с себя роль менеджера',
  },
  user_codes_beyond_allowance: {
    en: 'The organisation may not be granted these codes: {codes}',
    uk: 'Організації не дозволено надавати ці коди: {codes}',
    ru: 'Организации не разрешено предоставлять эти коды: {codes}',
  },
  user_not_managed: {
    en: 'This account is not managed here',
    uk: 'Цей обліковий запис не керується тут',
    ru: 'Эта учётная запись не управляется здесь',
  },
  user_organisation_required: {
    en: 'Select the organisation',
    uk: 'Оберіть організацію',
    ru: 'Выберите организацию',
  },

  column_login: { en: 'Login', uk: 'Логін', ru: 'Логин' },
  column_position: { en: 'Position', uk: 'Посада', ru: 'Должность' },
  column_role: { en: 'Role', uk: 'Роль', ru: 'Роль' },
  column_permissions: { en: 'Permission codes', uk: 'Коди прав', ru: 'Коды прав' },
  column_last_sign_in: { en: 'Last sign-in', uk: 'Останній вхід', ru: 'Последний вход' },
  column_created: { en: 'Created', uk: 'Створено', ru: 'Создан' },

  mail_invitation_subject: {
    en: 'Invitation to the AFX portal',
    uk: 'Запрошення до порталу AFX',
    ru: 'Приглашение на портал AFX',
  },
  mail_invitation_body: {
    en: 'Hello, {full_name}!\n\n{inviter} invites you to the AFX portal on behalf of {org_name}. Your login is {login}. Follow the link below within {hours} hours to set your password; after that the link no longer works and a manager can send a new one.',
    uk: 'Вітаємо, {full_name}!\n\n{inviter} запрошує вас до порталу AFX від імені {org_name}. Ваш логін: {login}. Перейдіть за посиланням нижче протягом {hours} годин, щоб задати пароль; після цього посилання не діє, і менеджер може надіслати нове.',
    ru: 'Здравствуйте, {full_name}!\n\n{inviter} приглашает вас на портал AFX от имени {org_name}. Ваш логин: {login}. Перейдите по ссылке ниже в течение {hours} часов, чтобы задать пароль; после этого ссылка не действует, и менеджер может отправить новую.',
  },
} satisfies Record<string, MessageText>;
