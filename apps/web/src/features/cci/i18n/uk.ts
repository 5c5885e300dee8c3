/** The card-blocking information screens' texts (Ukrainian, the spec's language of the wizard). */
export const uk = {
  steps: { lookup: 'Картка', details: 'Дані запиту', waiting: 'Очікування', answer: 'Відповідь' },
  back: 'Назад',
  next: 'Далі',
  newRequest: 'Новий запит',
  history: 'Журнал запитів',
  lookup: {
    card: 'Номер картки',
    cardPlaceholder: '16–19 цифр',
    demoHelp:
      'Демо: банк-пісочниця відповідає за останньою цифрою картки: 0–2 заблоковано, 3–4 і 9 не заблоковано, 5 картку не знайдено, 6 відповідь після терміну, 7 нечитана відповідь, 8 відмова.',
  },
  details: {
    card: 'Номер картки',
    issuer: 'Емітент',
    tranDate: 'Дата операції',
    tranDatePlaceholder: 'дд.мм.рррр',
    amount: 'Сума операції',
    applicant: 'ПІБ заявника',
    notes: 'Обставини',
    notFoundTitle: 'Емітента не знайдено',
    notFound: 'Для цієї картки емітента в довіднику BIN не знайдено.',
    notConnectedTitle: 'Емітент не підключений до сервісу',
    failed: 'Запит не виконано',
  },
  waiting: 'Очікуємо відповідь системи емітента…',
  answer: { title: 'Відповідь емітента', copy: 'Копіювати' },
  list: {
    title: 'Журнал запитів про блокування карток',
    empty: 'Запитів немає',
    toWizard: 'Новий запит',
    columns: {
      time: 'Час запиту',
      organisation: 'Організація',
      user: 'Користувач',
      card: 'Картка',
      issuer: 'Емітент',
      tranDate: 'Дата операції',
      amount: 'Сума',
      outcome: 'Результат',
      duration: 'Тривалість, мс',
    },
    filter: {
      period: 'Період',
      result: 'Результат',
      user: 'Користувач',
      card: 'Останні 4 цифри картки',
    },
    results: {
      answered: 'Усі відповіді',
      failed: 'Усі помилки',
      blocked: 'Заблоковано',
      not_blocked: 'Не заблоковано',
      card_not_found: 'Картку не знайдено',
      timeout: 'Немає відповіді вчасно',
      malformed: 'Нечитана відповідь',
      refused: 'Відхилено',
      unreachable: 'Система недоступна',
    },
  },
};

export type CciTexts = typeof uk;
