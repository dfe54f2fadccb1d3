# Dates in running text (mails, notices, PDFs): the month's short name, then the order.
month-1 = Jan
month-2 = Feb
month-3 = Mar
month-4 = Apr
month-5 = May
month-6 = Jun
month-7 = Jul
month-8 = Aug
month-9 = Sep
month-10 = Oct
month-11 = Nov
month-12 = Dec
date-medium = { $month } { $day }, { $year }

# Numbers in running text and PDFs: the decimal sign, and a percentage around a written number.
decimal-sign = .
percent = { $value }%
