// The kit's jsdom set-up serves the app's component tests as it is.
import '@creator/ui/test/jsdom';
