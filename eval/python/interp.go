package python

import (
	"strings"
	"sync"
	"sync/atomic"

	"github.com/go-python/gpython/py"

	// Native modules a session may import. os, glob and tempfile are left out
	// on purpose: they reach the host filesystem.
	_ "github.com/go-python/gpython/stdlib/array"
	_ "github.com/go-python/gpython/stdlib/builtin"
	_ "github.com/go-python/gpython/stdlib/math"
	_ "github.com/go-python/gpython/stdlib/string"
	_ "github.com/go-python/gpython/stdlib/sys"
	_ "github.com/go-python/gpython/stdlib/time"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// deniedModules reach the host (files, processes, network). Some are
// registered by gpython packages another import may pull in, so they are
// refused by name rather than by leaving them out. io is allowed: pylib's
// has only the in-memory StringIO and BytesIO.
var deniedModules = map[string]bool{
	"os": true, "posix": true, "nt": true, "tempfile": true, "glob": true,
	"subprocess": true, "socket": true, "shutil": true, "pathlib": true,
	"ctypes": true, "multiprocessing": true, "threading": true,
	"_thread": true, "signal": true, "select": true, "urllib": true,
	"http": true, "ftplib": true, "smtplib": true, "marshal": true,
	"importlib": true, "fcntl": true, "pty": true, "resource": true,
}

// interp is the py.Context of one session. gpython's own context (in
// stdlib) compiles modules from sys.path on disk; this one only serves
// modules registered in Go, so `import x` never reads a file. Being our own
// type also lets the opcode hooks find the session from any frame with one
// type assertion (frame.Context.(*interp)).
type interp struct {
	store *py.ModuleStore

	// stop is set when the running cell must end (timeout, cancel or memory);
	// stopErr is the exception raised at every check until the cell ends.
	stop    atomic.Bool
	stopMu  sync.Mutex
	stopErr error
	// stopCh is closed with stop so that blocking builtins (time.sleep) wake.
	stopCh chan struct{}
	// gen numbers the runs (cells, final-answer checks) resetStop armed.
	// A context's AfterFunc may still be running when its cell has ended
	// and the next one started; stopping through interruptRun with the
	// number of its own run makes such a late stop a no-op.
	gen uint64

	// depth counts nested Python calls of the running cell; it is only
	// touched by the goroutine running the cell.
	depth    int
	maxDepth int

	memLimit int64
	mem      memWatch
	strs     *strIndexCache

	closed atomic.Bool
	done   chan struct{} // closed by Close
}

func newInterp(memLimit int64, strs *strIndexCache) (*interp, error) {
	ip := &interp{
		store:    py.NewModuleStore(),
		maxDepth: defaultMaxDepth,
		memLimit: memLimit,
		strs:     strs,
		stopCh:   make(chan struct{}),
		done:     make(chan struct{}),
	}
	if err := py.Import(ip, "builtins", "sys"); err != nil {
		return nil, err
	}
	sys := ip.store.MustGetModule("sys")
	sys.Globals["argv"] = py.NewListFromStrings([]string{""})
	sys.Globals["path"] = py.NewList()
	return ip, nil
}

func (ip *interp) ResolveAndCompile(pathname string, opts py.CompileOpts) (py.CompileOut, error) {
	name := strings.ReplaceAll(strings.TrimSuffix(pathname, ".py"), "/", ".")
	if deniedModules[rootModule(name)] {
		return py.CompileOut{}, sandboxImportError(name)
	}
	return py.CompileOut{}, py.ExceptionNewf(py.ImportError, "No module named '%s'", name)
}

func (ip *interp) ModuleInit(impl *py.ModuleImpl) (*py.Module, error) {
	if ip.closed.Load() {
		return nil, py.ExceptionNewf(py.RuntimeError, "session closed")
	}
	if deniedModules[rootModule(impl.Info.Name)] {
		return nil, sandboxImportError(impl.Info.Name)
	}
	if impl.Code == nil && len(impl.CodeSrc) > 0 {
		code := frozen(impl.CodeSrc, impl.Info.FileDesc)
		if code == nil {
			var err error
			if code, err = py.Compile(impl.CodeSrc, impl.Info.FileDesc, py.ExecMode, 0, true); err != nil {
				return nil, err
			}
		}
		impl.Code = code
	}
	m, err := ip.store.NewModule(ip, impl)
	if err != nil {
		return nil, err
	}
	ip.patchModule(m)
	if impl.Code != nil {
		if _, err := ip.RunCode(impl.Code, m.Globals, m.Globals, nil); err != nil {
			return nil, err
		}
	}
	return m, nil
}

func (ip *interp) RunCode(code *py.Code, globals, locals py.StringDict, closure py.Tuple) (py.Object, error) {
	if ip.closed.Load() {
		return nil, py.ExceptionNewf(py.RuntimeError, "session closed")
	}
	return gpyseam.EvalCode(ip, code, globals, locals, nil, nil, nil, nil, closure)
}

func (ip *interp) GetModule(name string) (*py.Module, error) { return ip.store.GetModule(name) }
func (ip *interp) Store() *py.ModuleStore                    { return ip.store }

func (ip *interp) Close() error {
	if ip.closed.CompareAndSwap(false, true) {
		ip.store.OnContextClosed()
		close(ip.done)
	}
	return nil
}

func (ip *interp) Done() <-chan struct{} { return ip.done }

// interrupt makes every later check in the running cell raise err. The first
// reason wins so a timeout is not relabelled by the cancel that follows it.
func (ip *interp) interrupt(err error) {
	ip.stopMu.Lock()
	defer ip.stopMu.Unlock()
	ip.stopLocked(err)
}

// interruptRun is interrupt for the run numbered gen only: a stop that
// arrives once a later run has been armed is dropped.
func (ip *interp) interruptRun(gen uint64, err error) {
	ip.stopMu.Lock()
	defer ip.stopMu.Unlock()
	if gen == ip.gen {
		ip.stopLocked(err)
	}
}

func (ip *interp) stopLocked(err error) {
	if ip.stop.Load() {
		return
	}
	ip.stopErr = err
	ip.stop.Store(true)
	close(ip.stopCh)
}

// stopError is what a check raises; it must only be called when stop is set.
func (ip *interp) stopError() error {
	ip.stopMu.Lock()
	defer ip.stopMu.Unlock()
	return ip.stopErr
}

// resetStop rearms the interrupt for the next run and returns its number
// for interruptRun.
func (ip *interp) resetStop() uint64 {
	ip.stopMu.Lock()
	defer ip.stopMu.Unlock()
	ip.gen++
	if ip.stop.Load() {
		ip.stopCh = make(chan struct{})
	}
	ip.stop.Store(false)
	ip.stopErr = nil
	ip.depth = 0
	ip.mem.ticks = 0
	return ip.gen
}

func (ip *interp) stopChan() <-chan struct{} {
	ip.stopMu.Lock()
	defer ip.stopMu.Unlock()
	return ip.stopCh
}

func rootModule(name string) string {
	if i := strings.IndexByte(name, '.'); i >= 0 {
		return name[:i]
	}
	return name
}

func sandboxImportError(name string) error {
	return py.ExceptionNewf(py.ImportError, "module %s is not available in the gpython sandbox", name)
}

// Interrupted and InterruptError let long Go built-ins (pylib's regex
// matches) end with the cell: the channel is closed by the stop.
func (ip *interp) Interrupted() <-chan struct{} { return ip.stopChan() }

func (ip *interp) InterruptError() error { return ip.stopError() }
