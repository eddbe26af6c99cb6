#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#include <locale.h>
#endif
