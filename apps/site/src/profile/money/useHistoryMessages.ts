import type { DateRangeFilterMessages } from '@casino/ui/DateRangeFilter';
import type { PaginationMessages } from '@casino/ui/Pagination';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../i18n/dateLocale';
import { toBcp47 } from '../../i18n/i18n';

/** The translated texts of the date filter and the pagination of the history lists, and the locale (BCP 47 and the calendar's). */
export function useHistoryMessages() {
  const { t, i18n } = useTranslation();
  const dateLocale = useDateLocale();
  return useMemo(() => {
    const filter: DateRangeFilterMessages = {
      label: t('dateFilter.label'),
      from: t('dateFilter.from'),
      until: t('dateFilter.until'),
      placeholder: t('dateFilter.placeholder'),
      openCalendar: (field) => t('dateFilter.openCalendar', { field }),
      previousMonth: t('dateFilter.previousMonth'),
      nextMonth: t('dateFilter.nextMonth'),
      monthSelect: t('dateFilter.month'),
      yearSelect: t('dateFilter.year'),
      reset: t('dateFilter.reset'),
      submit: t('dateFilter.submit'),
      reload: t('dateFilter.reload'),
    };
    const pagination: PaginationMessages = {
      label: t('pagination.label'),
      first: t('pagination.first'),
      previous: t('pagination.previous'),
      next: t('pagination.next'),
      last: t('pagination.last'),
      pageOf: (page, total) => t('pagination.pageOf', { page, total }),
    };
    return { filter, pagination, locale: toBcp47(i18n.language), dateLocale, t };
  }, [t, i18n.language, dateLocale]);
}
