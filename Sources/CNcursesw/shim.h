#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

// Wide-character ncurses for Swift. Macros, globals and the signal-safe restore path live here as
// prefixed `static inline` functions, because Swift cannot see C macros or call variadic functions.
//
// Only NcursesTerminal imports CNcursesw; everything else goes through NcursesScreen.

#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

// MARK: Globals and macros

static inline WINDOW *facenav_stdscr(void) { return stdscr; }
static inline int facenav_lines(void) { return LINES; }
static inline int facenav_columns(void) { return COLS; }
static inline int facenav_colors(void) { return COLORS; }
static inline int facenav_color_pairs(void) { return COLOR_PAIRS; }
static inline int facenav_err(void) { return ERR; }
static inline int facenav_ok(void) { return OK; }

static inline attr_t facenav_attr_normal(void) { return A_NORMAL; }
static inline attr_t facenav_attr_bold(void) { return A_BOLD; }
static inline attr_t facenav_attr_reverse(void) { return A_REVERSE; }
static inline attr_t facenav_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t facenav_attr_dim(void) { return A_DIM; }

// MARK: Keys

static inline int facenav_key_code_yes(void) { return KEY_CODE_YES; }
static inline int facenav_key_up(void) { return KEY_UP; }
static inline int facenav_key_down(void) { return KEY_DOWN; }
static inline int facenav_key_left(void) { return KEY_LEFT; }
static inline int facenav_key_right(void) { return KEY_RIGHT; }
static inline int facenav_key_enter(void) { return KEY_ENTER; }
static inline int facenav_key_backspace(void) { return KEY_BACKSPACE; }
static inline int facenav_key_btab(void) { return KEY_BTAB; }
static inline int facenav_key_npage(void) { return KEY_NPAGE; }
static inline int facenav_key_ppage(void) { return KEY_PPAGE; }
static inline int facenav_key_home(void) { return KEY_HOME; }
static inline int facenav_key_end(void) { return KEY_END; }
static inline int facenav_key_dc(void) { return KEY_DC; }
static inline int facenav_key_resize(void) { return KEY_RESIZE; }
static inline int facenav_key_mouse(void) { return KEY_MOUSE; }
static inline int facenav_key_f(int n) { return KEY_F(n); }

/// One read from `wget_wch`: `status` is OK (a character), KEY_CODE_YES (a key code) or ERR.
typedef struct {
    int status;
    unsigned int value;
} facenav_key_read;

static inline facenav_key_read facenav_get_wch(WINDOW *window) {
    wint_t value = 0;
    facenav_key_read read;
    read.status = wget_wch(window, &value);
    read.value = (unsigned int)value;
    return read;
}

// MARK: Mouse

static inline mmask_t facenav_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t facenav_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t facenav_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t facenav_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }

/// The mouse event behind the last KEY_MOUSE; `status` is OK or ERR.
typedef struct {
    int status;
    int x;
    int y;
    unsigned long buttons;
} facenav_mouse_event;

static inline facenav_mouse_event facenav_getmouse(void) {
    MEVENT event;
    memset(&event, 0, sizeof event);
    facenav_mouse_event result;
    result.status = getmouse(&event);
    result.x = event.x;
    result.y = event.y;
    result.buttons = (unsigned long)event.bstate;
    return result;
}

// MARK: Drawing

static inline int facenav_cchar_max(void) { return CCHARW_MAX; }

/// Writes one cell; `characters` holds a spacing character then up to CCHARW_MAX - 1 combining ones.
static inline int facenav_put_cell(
    WINDOW *window, int y, int x, const wchar_t *characters, attr_t attributes, short pair
) {
    cchar_t cell;
    if (setcchar(&cell, characters, attributes, pair, NULL) == ERR) { return ERR; }
    return mvwadd_wch(window, y, x, &cell);
}

/// Puts a grapheme cluster of several spacing scalars (a ZWJ family, a flag) in one cell, which `setcchar`
/// refuses (it takes one spacing scalar and combining ones): the cell's characters are filled directly, so
/// the terminal receives the whole sequence and draws one glyph. `characters` ends with 0 or has
/// CCHARW_MAX scalars.
static inline int facenav_put_cluster(
    WINDOW *window, int y, int x, const wchar_t *characters, attr_t attributes, short pair
) {
    cchar_t cell;
    const wchar_t first[2] = {characters[0], 0};
    if (setcchar(&cell, first, attributes, pair, NULL) == ERR) { return ERR; }
    for (int i = 0; i < CCHARW_MAX; ++i) {
        cell.chars[i] = characters[i];
        if (characters[i] == 0) { break; }
    }
    return mvwadd_wch(window, y, x, &cell);
}

/// A colour pair for any two colour numbers (ncurses 6.1+), reused when it exists; -1 when none is left.
static inline int facenav_alloc_pair(int foreground, int background) { return alloc_pair(foreground, background); }

/// Like `facenav_put_cell`, with an extended pair number (above 32767 too), passed through setcchar's opts.
static inline int facenav_put_cell_extended(
    WINDOW *window, int y, int x, const wchar_t *characters, attr_t attributes, int pair
) {
    cchar_t cell;
    if (setcchar(&cell, characters, attributes, 0, &pair) == ERR) { return ERR; }
    return mvwadd_wch(window, y, x, &cell);
}

// MARK: Terminal set-up and restore

/// Opens curses on the process's standard streams; NULL when the terminal cannot be used.
static inline SCREEN *facenav_newterm(const char *term) { return newterm(term, stdout, stdin); }

static const char facenav_mouse_motion_on[] = "\033[?1003h";
static const char facenav_mouse_motion_off[] = "\033[?1003l";

// Swift emits this header's inline functions into every object file that calls them, so state they
// share is defined weak: each object file carries a definition and the linker keeps exactly one.
#define FACENAV_SHARED __attribute__((weak, visibility("hidden")))
FACENAV_SHARED volatile sig_atomic_t facenav_curses_active = 0;
FACENAV_SHARED volatile sig_atomic_t facenav_mouse_motion_active = 0;
FACENAV_SHARED volatile sig_atomic_t facenav_termination_signal = 0;
FACENAV_SHARED volatile sig_atomic_t facenav_restore_handlers_installed = 0;
FACENAV_SHARED struct sigaction facenav_previous_actions[NSIG] = {{{0}}};

static inline void facenav_write_all(const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(STDOUT_FILENO, bytes, count);
        if (written < 0) {
            if (errno == EINTR) { continue; }
            return;
        }
        bytes += written;
        count -= (size_t)written;
    }
}

/// Asks the terminal to report pointer motion with no button held (xterm any-event tracking).
static inline void facenav_enable_mouse_motion(void) {
    facenav_write_all(facenav_mouse_motion_on, sizeof facenav_mouse_motion_on - 1);
    facenav_mouse_motion_active = 1;
}

static inline void facenav_mark_curses_active(void) { facenav_curses_active = 1; }

/// Leaves curses mode once: turns mouse motion reporting off and calls endwin. Safe to call repeatedly
/// and from the signal handlers below (endwin is not formally async-signal-safe, but it is what every
/// curses program does on the way out, and the alternative is a broken terminal).
static inline void facenav_restore_terminal(void) {
    if (facenav_mouse_motion_active) {
        facenav_mouse_motion_active = 0;
        facenav_write_all(facenav_mouse_motion_off, sizeof facenav_mouse_motion_off - 1);
    }
    if (facenav_curses_active) {
        facenav_curses_active = 0;
        endwin();
    }
}

/// The signal that asked the program to stop (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1/2, SIGALRM), or 0.
static inline int facenav_termination_requested(void) { return facenav_termination_signal; }

static inline void facenav_die_by_default_action(int signal_number) {
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    sigemptyset(&fallback.sa_mask);
    fallback.sa_handler = SIG_DFL;
    sigaction(signal_number, &fallback, NULL);
    raise(signal_number);  // blocked inside a handler, so delivered as it returns
}

static void facenav_handle_termination(int signal_number) {
    if (facenav_termination_signal != 0 || !facenav_curses_active) {
        // Asked twice, or after the terminal was restored: stop now rather than wait for the run loop.
        facenav_restore_terminal();
        facenav_die_by_default_action(signal_number);
        return;
    }
    facenav_termination_signal = signal_number;
}

static void facenav_handle_crash(int signal_number, siginfo_t *info, void *context) {
    facenav_restore_terminal();
    // Hand the crash, with its real context, to the handler installed before (Swift's backtracer prints
    // the crashing line), then die by the signal's default action when this handler returns, even when
    // the signal came from kill(2) and returning would otherwise carry on.
    struct sigaction previous = facenav_previous_actions[signal_number];
    if (previous.sa_flags & SA_SIGINFO) {
        if (previous.sa_sigaction != NULL) { previous.sa_sigaction(signal_number, info, context); }
    } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
        previous.sa_handler(signal_number);
    }
    facenav_die_by_default_action(signal_number);
}

static void facenav_restore_at_exit(void) { facenav_restore_terminal(); }

/// Installs handlers that restore the terminal: SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2 and
/// SIGALRM set a flag the run loop polls (so it saves, restores the terminal and exits 128 + signal)
/// (a second one ends the process); SIGSEGV, SIGABRT, SIGBUS, SIGFPE and SIGILL restore the terminal, run
/// the previous handler, then end the process with the default action. Also restores at exit().
/// Call once, after newterm.
static inline void facenav_install_restore_handlers(void) {
    if (facenav_restore_handlers_installed) { return; }
    facenav_restore_handlers_installed = 1;
    atexit(facenav_restore_at_exit);
    const int termination[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM};
    const int crashes[] = {SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL};
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = facenav_handle_termination;
    for (size_t i = 0; i < sizeof termination / sizeof termination[0]; i++) {
        sigaction(termination[i], &action, NULL);
    }
    // A reader that went away (a closed pipe) makes write(2) fail with EPIPE, which FaceNav reports,
    // instead of killing the program with the terminal still in full-screen mode.
    struct sigaction ignore;
    memset(&ignore, 0, sizeof ignore);
    sigemptyset(&ignore.sa_mask);
    ignore.sa_handler = SIG_IGN;
    sigaction(SIGPIPE, &ignore, NULL);
    action.sa_sigaction = facenav_handle_crash;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    for (size_t i = 0; i < sizeof crashes / sizeof crashes[0]; i++) {
        sigaction(crashes[i], &action, &facenav_previous_actions[crashes[i]]);
    }
    // A parent may have started us with these blocked (a thread pool's worker spawning us does): then
    // Ctrl-C, kill and window resizes would never arrive.
    sigset_t wanted;
    sigemptyset(&wanted);
    for (size_t i = 0; i < sizeof termination / sizeof termination[0]; i++) { sigaddset(&wanted, termination[i]); }
    sigaddset(&wanted, SIGWINCH);
    sigprocmask(SIG_UNBLOCK, &wanted, NULL);
}

// MARK: Terminfo

// Last, because term.h defines a macro for every terminfo capability name (`buttons`, `lines`, ...).
#include <ncursesw/term.h>

/// Looks `term` up in terminfo without touching the screen or exiting on failure.
///
/// Returns 1 when usable, 0 when the entry is missing or cannot address the cursor, -1 when no terminfo
/// database was found.
static inline int facenav_probe_terminal(const char *term) {
    int status = -2;
    TERMINAL *previous = cur_term;
    if (setupterm(term, STDOUT_FILENO, &status) == OK) {
        // A full-screen program needs to place the cursor; `dumb` and hardcopy entries cannot.
        char *move = tigetstr("cup");
        int usable = move != NULL && move != (char *)-1;
        TERMINAL *probe = set_curterm(previous);
        if (probe != NULL && probe != previous) { del_curterm(probe); }
        return usable ? 1 : 0;
    }
    return status == 1 ? 0 : status;
}

#endif
