month-1 = jan
month-2 = shk
month-3 = mar
month-4 = pri
month-5 = maj
month-6 = qer
month-7 = korr
month-8 = gush
month-9 = sht
month-10 = tet
month-11 = nën
month-12 = dhj
date-medium = { $day } { $month } { $year }

decimal-sign = ,
percent = { $value }%
