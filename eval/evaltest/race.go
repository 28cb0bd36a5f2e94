//go:build race

package evaltest

// The race detector maps shadow memory for every heap page, so a child
// process needs more address space for the same allocations.
const raceEnabled = true
