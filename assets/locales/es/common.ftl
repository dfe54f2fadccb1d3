month-1 = ene
month-2 = feb
month-3 = mar
month-4 = abr
month-5 = may
month-6 = jun
month-7 = jul
month-8 = ago
month-9 = sept
month-10 = oct
month-11 = nov
month-12 = dic
date-medium = { $day } { $month } { $year }

decimal-sign = ,
percent = { $value } %
